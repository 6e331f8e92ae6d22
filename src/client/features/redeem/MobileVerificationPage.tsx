import { Alert, Button, Container, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import type { FormEvent } from 'react';
import { mobileVerificationMachine, RESEND_SECONDS } from '../../../../machines/mobile-verification';
import { MOBILE_PREFIX, minutesSeconds, resendSecondsLeft } from '../../../shared/mobile';
import { pageTitle } from '../../../shared/site';
import { CodeInput } from '../../components/form-fields';
import { StepHeading } from '../../components/StepHeading';
import { useNow } from '../../components/use-now';
import { RedeemSteps } from './RedeemSteps';

export const MobileVerificationContext = createActorContext(mobileVerificationMachine);

function ResendNote() {
  const locked = MobileVerificationContext.useSelector((s) => s.matches({ ready: { request: 'locked' } }));
  const sentAt = MobileVerificationContext.useSelector((s) => s.context.sentAt);
  const now = useNow();
  if (!locked || sentAt === null) return null;
  const left = resendSecondsLeft(sentAt + RESEND_SECONDS * 1000, now);
  return (
    <Text size="sm" data-testid="resend-countdown">
      Re-send verification code in {minutesSeconds(left)} seconds
    </Text>
  );
}

function VerifyForm() {
  const actor = MobileVerificationContext.useActorRef();
  const mobile = MobileVerificationContext.useSelector((s) => s.context.mobileDraft);
  const code = MobileVerificationContext.useSelector((s) => s.context.codeDraft);
  const mobileError = MobileVerificationContext.useSelector((s) => s.context.mobileError);
  const codeError = MobileVerificationContext.useSelector((s) => s.context.codeError);
  const sending = MobileVerificationContext.useSelector((s) => s.hasTag('sending'));
  const verifying = MobileVerificationContext.useSelector((s) => s.hasTag('verifying'));
  const canSend = MobileVerificationContext.useSelector((s) => s.can({ type: 'code.send' }));
  const verify = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'code.verify' });
  };
  return (
    <form onSubmit={verify} noValidate>
      <Stack>
        <Text>To redeem tickets, confirm your mobile number with a code we send you by SMS.</Text>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Mobile"
            leftSection={<Text size="sm">{MOBILE_PREFIX}</Text>}
            leftSectionWidth={44}
            inputMode="tel"
            autoComplete="tel-national"
            value={mobile}
            onChange={(e) => actor.send({ type: 'mobile.change', mobile: e.currentTarget.value })}
            error={mobileError}
            required
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            variant="light"
            loading={sending}
            disabled={!canSend && !sending}
            onClick={() => actor.send({ type: 'code.send' })}
          >
            Send Code
          </Button>
        </Group>
        <ResendNote />
        <CodeInput
          field={{
            value: code,
            onChange: (value) => actor.send({ type: 'code.change', code: value }),
            error: codeError ?? undefined,
          }}
        />
        <Button type="submit" loading={verifying} w="fit-content">
          Verify
        </Button>
      </Stack>
    </form>
  );
}

export function MobileVerificationPage() {
  const loading = MobileVerificationContext.useSelector((s) => s.matches('loading') || s.matches('verified'));
  const ready = MobileVerificationContext.useSelector((s) => s.matches('ready'));
  const error = MobileVerificationContext.useSelector((s) => s.context.error);
  return (
    <Container size="sm" py="xl">
      <title>{pageTitle('Verify Your Mobile')}</title>
      <RedeemSteps active={0} />
      <StepHeading order={1} mb="lg">
        Verify Your Mobile
      </StepHeading>
      <Stack>
        {error && (
          <Alert color="red" role="alert" title="Error">
            Error occured! {error}
          </Alert>
        )}
        {loading && <Loader role="status" aria-label="Loading" />}
        {ready && <VerifyForm />}
      </Stack>
    </Container>
  );
}
