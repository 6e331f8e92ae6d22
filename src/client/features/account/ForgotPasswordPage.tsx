import '@mantine/core/styles/Stepper.css';
import { Alert, Anchor, Button, Container, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import type { FormEvent } from 'react';
import { passwordResetMachine, type ResetField } from '../../../../machines/password-reset';
import { formatMobile, MOBILE_PREFIX } from '../../../shared/mobile';
import { pageTitle } from '../../../shared/site';
import { bindFields, CodeInput, MobileInput, NewPasswordFields } from '../../components/form-fields';

export const PasswordResetContext = createActorContext(passwordResetMachine);

const STEPS = ['mobile', 'code', 'done'] as const;

function ErrorAlert() {
  const error = PasswordResetContext.useSelector((s) => s.context.error);
  if (!error) return null;
  return (
    <Alert color="red" role="alert" title="Error">
      {error}
    </Alert>
  );
}

function MobileStep() {
  const actor = PasswordResetContext.useActorRef();
  const mobileError = PasswordResetContext.useSelector((s) => s.context.mobileError);
  const busy = PasswordResetContext.useSelector((s) => s.hasTag('busy'));
  const mobile = PasswordResetContext.useSelector((s) => s.context.mobileDraft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'code.send' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>Enter the mobile number verified on your membership. We will send it a code by SMS.</Text>
        <MobileInput
          field={{
            value: mobile,
            onChange: (value) => actor.send({ type: 'mobile.change', mobile: value }),
            error: mobileError ?? undefined,
          }}
          required
        />
        <Button type="submit" loading={busy} w="fit-content">
          Send Code
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep() {
  const actor = PasswordResetContext.useActorRef();
  const mobile = PasswordResetContext.useSelector((s) => s.context.mobile);
  const errors = PasswordResetContext.useSelector((s) => s.context.fieldErrors);
  const busy = PasswordResetContext.useSelector((s) => s.hasTag('busy'));
  const canResend = PasswordResetContext.useSelector((s) => s.can({ type: 'code.resend' }));
  const form = PasswordResetContext.useSelector((s) => s.context.form);
  const change = (field: ResetField, value: string) => actor.send({ type: 'field.change', field, value });
  const field = bindFields(form, errors, change);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'password.reset' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>
          If {MOBILE_PREFIX} {formatMobile(mobile)} is verified on a membership, a code is on its way. It is
          valid for 10 minutes.
        </Text>
        <CodeInput field={field('code')} />
        <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} renewal />
        <Group>
          <Button type="submit" loading={busy}>
            Reset password
          </Button>
          <Button variant="default" disabled={!canResend} onClick={() => actor.send({ type: 'code.resend' })}>
            Re-send code
          </Button>
          <Button variant="subtle" disabled={busy} onClick={() => actor.send({ type: 'mobile.reset' })}>
            Use another mobile
          </Button>
        </Group>
        {!canResend && !busy && (
          <Text size="sm" data-testid="resend-locked">
            You can ask for another code 90 seconds after the last one.
          </Text>
        )}
      </Stack>
    </form>
  );
}

export function ForgotPasswordPage() {
  const step = PasswordResetContext.useSelector((s) => STEPS.findIndex((name) => s.hasTag(`step.${name}`)));
  return (
    <Container size="sm" py="xl">
      <title>{pageTitle('Forgot Password')}</title>
      <Title order={1} mb="lg">
        Forgot Password
      </Title>
      <Stepper active={step} allowNextStepsSelect={false} size="sm" mb="xl" data-testid="reset-steps">
        <Stepper.Step label="Mobile" />
        <Stepper.Step label="New password" />
        <Stepper.Step label="Done" />
      </Stepper>
      <Stack>
        <ErrorAlert />
        {step === 0 && <MobileStep />}
        {step === 1 && <CodeStep />}
        {step === 2 && (
          <Stack data-testid="reset-done">
            <Title order={2}>Your password has been reset</Title>
            <Text>Please log in with your new password. You have been logged out on every device.</Text>
            <Anchor href="/login" w="fit-content">
              Log in
            </Anchor>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
