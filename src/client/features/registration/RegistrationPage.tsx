import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Stepper.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { createActorContext } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { type RegistrationForm, registrationMachine } from '../../../../machines/registration';
import { minutesSeconds, resendSecondsLeft } from '../../../shared/mobile';
import { pageTitle } from '../../../shared/site';
import {
  BirthDateInput,
  bindFields,
  CodeInput,
  MobileInput,
  NameFields,
  NewPasswordFields,
  PostcodeInput,
  StateSelect,
} from '../../components/form-fields';
import { StepHeading } from '../../components/StepHeading';
import { useNow } from '../../components/use-now';

export const RegistrationContext = createActorContext(registrationMachine);

const STEPS = ['checkMobile', 'verifyMobile', 'registerAccount', 'result'] as const;
const STEP_LABELS = ['Check Mobile', 'Verify Mobile', 'Register Account', 'Result'];

function ErrorAlert() {
  const error = RegistrationContext.useSelector((s) => s.context.error);
  if (!error) return null;
  return (
    <Alert color="red" role="alert" title="Error">
      Error occured! {error}
    </Alert>
  );
}

function MobileStep() {
  const actor = RegistrationContext.useActorRef();
  const mobileError = RegistrationContext.useSelector((s) => s.context.mobileError);
  const busy = RegistrationContext.useSelector((s) => s.hasTag('busy'));
  const mobile = RegistrationContext.useSelector((s) => s.context.mobileDraft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'mobile.submit' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>Enter your mobile number. We will send you a code by SMS to check it is yours.</Text>
        <MobileInput
          field={{
            value: mobile,
            onChange: (value) => actor.send({ type: 'mobile.change', mobile: value }),
            error: mobileError ?? undefined,
          }}
          placeholder="0450 000 000"
          required
        />
        <Button type="submit" loading={busy}>
          Send Code
        </Button>
      </Stack>
    </form>
  );
}

function ResendButton() {
  const actor = RegistrationContext.useActorRef();
  const canResend = RegistrationContext.useSelector((s) => s.can({ type: 'code.resend' }));
  const resendAt = RegistrationContext.useSelector((s) => s.context.resendAt);
  const now = useNow();
  const left = resendAt === null ? 0 : resendSecondsLeft(resendAt, now);
  if (!canResend && left > 0) {
    return <Text size="sm">Re-send verification code in {minutesSeconds(left)} seconds</Text>;
  }
  return (
    <Button variant="subtle" disabled={!canResend} onClick={() => actor.send({ type: 'code.resend' })}>
      Re-send verification code
    </Button>
  );
}

function CodeStep() {
  const actor = RegistrationContext.useActorRef();
  const mobile = RegistrationContext.useSelector((s) => s.context.mobile);
  const codeError = RegistrationContext.useSelector((s) => s.context.codeError);
  const busy = RegistrationContext.useSelector((s) => s.hasTag('busy'));
  const code = RegistrationContext.useSelector((s) => s.context.codeDraft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'code.submit' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>
          We sent a 6-digit code to <strong>{mobile}</strong>.
        </Text>
        <CodeInput
          field={{
            value: code,
            onChange: (value) => actor.send({ type: 'code.change', code: value }),
            error: codeError ?? undefined,
          }}
        />
        <Group>
          <Button type="submit" loading={busy}>
            Verify
          </Button>
          <ResendButton />
          <Button variant="default" onClick={() => actor.send({ type: 'mobile.reset' })}>
            Change mobile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AccountStep() {
  const actor = RegistrationContext.useActorRef();
  const errors = RegistrationContext.useSelector((s) => s.context.fieldErrors);
  const busy = RegistrationContext.useSelector((s) => s.hasTag('busy'));
  const form = RegistrationContext.useSelector((s) => s.context.form);
  const set =
    <K extends keyof RegistrationForm>(key: K) =>
    (value: RegistrationForm[K]) =>
      actor.send({ type: 'form.change', form: { [key]: value } });
  const field = bindFields(form, errors, (key, value) =>
    actor.send({ type: 'form.change', form: { [key]: value } }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'account.submit', form });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NameFields firstName={field('firstName')} lastName={field('lastName')} />
        <TextInput
          label="Email (optional)"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errors.email}
        />
        <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} />
        <Group grow align="flex-start">
          <StateSelect value={form.stateId} onChange={set('stateId')} error={errors.stateId} />
          <PostcodeInput field={field('postcode')} />
        </Group>
        <BirthDateInput field={field('birthday')} />
        <Checkbox
          label={
            <>
              I agree to the{' '}
              <Anchor component={Link} to="/about/terms-and-conditions" target="_blank">
                terms and conditions
              </Anchor>{' '}
              and the{' '}
              <Anchor component={Link} to="/about/privacy-policy" target="_blank">
                privacy policy
              </Anchor>
            </>
          }
          checked={form.terms}
          onChange={(e) => set('terms')(e.currentTarget.checked)}
          error={errors.terms}
        />
        <Checkbox
          label="Send me league news, major events and offers"
          checked={form.marketingConsent}
          onChange={(e) => set('marketingConsent')(e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={busy}>
            Register
          </Button>
          <Button variant="default" onClick={() => actor.send({ type: 'mobile.reset' })}>
            Change mobile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ResultStep() {
  const membershipId = RegistrationContext.useSelector((s) => s.context.membershipId);
  return (
    <Stack>
      <StepHeading order={2}>Welcome to the league!</StepHeading>
      <Text>
        Your membership number is <strong data-testid="membership-number">{membershipId}</strong>.
      </Text>
      <Text>
        Your membership is ready. Log in with your email, mobile or membership number and your password.
      </Text>
      {/* The login page is served by the server, outside the app. */}
      <Button component="a" href="/login?returnUrl=%2Fprofile%3Fsection%3Ddashboard" w="fit-content">
        Log in
      </Button>
    </Stack>
  );
}

export function RegistrationPage() {
  const step = RegistrationContext.useSelector((s) => STEPS.findIndex((name) => s.hasTag(`step.${name}`)));
  return (
    <Container size="sm" py="xl">
      <title>{pageTitle('Register Account')}</title>
      <Title order={1} mb="lg">
        Register Account
      </Title>
      <Stepper active={step} allowNextStepsSelect={false} size="sm" mb="xl" data-testid="register-steps">
        {STEP_LABELS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Stack>
        <ErrorAlert />
        {step < 3 && (
          <StepHeading key={step} order={2} size="h3">
            {STEP_LABELS[step]}
          </StepHeading>
        )}
        {step === 0 && <MobileStep />}
        {step === 1 && <CodeStep />}
        {step === 2 && <AccountStep />}
        {step === 3 && <ResultStep />}
      </Stack>
    </Container>
  );
}
