import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import {
  Group,
  PasswordInput,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { CODE_DIGITS, MOBILE_PREFIX } from '../../shared/mobile';
import {
  missingFromHint,
  PASSWORD_HINT,
  PASSWORD_STRENGTH_LABEL,
  passwordStrength,
} from '../../shared/password-strength';
import { STATES } from '../../shared/states';

/** A text field of a member form: its value, what takes an edit, and the rule's or the server's message. */
export interface Field {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/**
 * Binds a form held as one object (a machine's draft) to its fields: `field('firstName')` gives the Field of
 * that key, whose edits go to `change` (the machine's field event).
 */
export const bindFields =
  <F,>(
    form: F,
    errors: Readonly<Partial<Record<string, string>>>,
    change: (key: TextKeys<F>, value: string) => void,
  ) =>
  (key: TextKeys<F>): Field => ({
    value: form[key] as string,
    onChange: (value) => change(key, value),
    error: errors[key as string],
  });

type InputProps = Omit<TextInputProps, 'value' | 'onChange' | 'error'>;

const inputOf = (field: Field) => ({
  value: field.value,
  onChange: (event: { currentTarget: { value: string } }) => field.onChange(event.currentTarget.value),
  error: field.error,
});

type Names = { firstName: Field; lastName: Field };

/** The member's first and last name, for a form that lays them out itself. */
export function NameInputs({ firstName, lastName }: Names) {
  return (
    <>
      <TextInput label="First name" autoComplete="given-name" {...inputOf(firstName)} required />
      <TextInput label="Last name" autoComplete="family-name" {...inputOf(lastName)} required />
    </>
  );
}

/** The member's first and last name, side by side. */
export function NameFields(names: Names) {
  return (
    <Group grow align="flex-start">
      <NameInputs {...names} />
    </Group>
  );
}

export function BirthDateInput({ field }: { field: Field }) {
  return (
    <TextInput
      label="Date of birth"
      placeholder="DD/MM/YYYY"
      autoComplete="bday"
      {...inputOf(field)}
      required
    />
  );
}

/** The 6-digit code sent by SMS (the phone's keyboard of digits; a phone may offer the code it received). */
export function CodeInput({ field }: { field: Field }) {
  return (
    <TextInput
      label="Verification code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_DIGITS}
      {...inputOf(field)}
      required
    />
  );
}

/** An Australian mobile: typed after the +61 prefix, as 0450000000 or 0450 000 000. */
export function MobileInput({ field, label = 'Mobile', ...props }: { field: Field } & InputProps) {
  return (
    <TextInput
      label={label}
      leftSection={<Text size="sm">{MOBILE_PREFIX}</Text>}
      leftSectionWidth={44}
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
      {...inputOf(field)}
    />
  );
}

const STRENGTH_VALUE = { blank: 0, veryWeak: 10, weak: 30, medium: 55, strong: 80, veryStrong: 100 } as const;
const STRENGTH_COLOR = {
  blank: 'gray',
  veryWeak: 'red',
  weak: 'red',
  medium: 'orange',
  strong: 'teal',
  veryStrong: 'green',
} as const;

/** The strength meter and what the hint still misses, both from the rule the form validates with. */
function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  if (strength === 'blank') return null;
  const missing = missingFromHint(password);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Progress
          value={STRENGTH_VALUE[strength]}
          color={STRENGTH_COLOR[strength]}
          style={{ flex: 1 }}
          aria-label="Password strength"
        />
        <Text size="sm" data-testid="password-strength">
          {PASSWORD_STRENGTH_LABEL[strength]}
        </Text>
      </Group>
      {missing.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="password-missing">
          Still needed: {missing.join(', ')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A new password with the hint and the strength meter, then its confirmation. `renewal` names them as a
 * change of an existing password.
 */
export function NewPasswordFields({
  password,
  confirm,
  renewal = false,
}: {
  password: Field;
  confirm: Field;
  renewal?: boolean;
}) {
  return (
    <>
      <PasswordInput
        label={renewal ? 'New password' : 'Password'}
        description={PASSWORD_HINT}
        autoComplete="new-password"
        {...inputOf(password)}
        required
      />
      <PasswordStrengthMeter password={password.value} />
      <PasswordInput
        label={renewal ? 'Confirm new password' : 'Confirm password'}
        autoComplete="new-password"
        {...inputOf(confirm)}
        required
      />
    </>
  );
}

const STATE_OPTIONS = STATES.map((s) => ({ value: String(s.id), label: `${s.short} - ${s.name}` }));

export function StateSelect({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (stateId: number | null) => void;
  error?: string | undefined;
}) {
  return (
    <Select
      label="State"
      data={STATE_OPTIONS}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      error={error}
      required
    />
  );
}

export function PostcodeInput({ field }: { field: Field }) {
  return (
    <TextInput
      label="Postcode"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={4}
      {...inputOf(field)}
      required
    />
  );
}
