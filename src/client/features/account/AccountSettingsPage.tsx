import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Checkbox,
  Container,
  FileButton,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { createActorContext } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  type AccountSettingsDraft,
  type AccountSettingsEvent,
  accountSettingsMachine,
  type DraftField,
} from '../../../../machines/account-settings';
import { AVATAR_READY_MESSAGE, GENDERS, type Gender } from '../../../shared/account-settings-rules';
import type { AccountSettings } from '../../../shared/contract/account-settings';
import { pageTitle } from '../../../shared/site';
import {
  BirthDateInput,
  bindFields,
  MobileInput,
  NameInputs,
  NewPasswordFields,
  PostcodeInput,
  StateSelect,
} from '../../components/form-fields';

export const AccountSettingsContext = createActorContext(accountSettingsMachine);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

function SaveNotice() {
  const notice = AccountSettingsContext.useSelector((s) => s.context.notice);
  const error = AccountSettingsContext.useSelector((s) => s.context.error);
  if (notice === 'saved')
    return (
      <Alert color="green" role="status" data-testid="save-notice">
        Profile saved!
      </Alert>
    );
  if (notice === 'failed')
    return (
      <Alert color="red" role="alert" data-testid="save-notice" title="Fail to save profile!">
        {error}
      </Alert>
    );
  return null;
}

function AvatarSection({
  useAvatar,
  onUseAvatar,
}: {
  useAvatar: boolean;
  onUseAvatar: (on: boolean) => void;
}) {
  const actor = AccountSettingsContext.useActorRef();
  const avatarUrl = AccountSettingsContext.useSelector((s) => s.context.settings?.avatarUrl ?? '');
  const pendingUrl = AccountSettingsContext.useSelector((s) => s.context.settings?.pendingAvatarUrl ?? null);
  const chosen = AccountSettingsContext.useSelector((s) =>
    s.hasTag('checkingAvatar') ? null : (s.context.avatarFile?.name ?? null),
  );
  const avatarError = AccountSettingsContext.useSelector((s) => s.context.avatarError);
  const canChoose = AccountSettingsContext.useSelector((s) =>
    s.can({ type: 'avatar.choose', file: { name: 'a.png', type: 'image/png', size: 1 } }),
  );
  return (
    <Section title="Avatar">
      <Group align="center">
        <Avatar src={avatarUrl} alt="Your avatar" size="xl" radius="xl" />
        {pendingUrl && (
          <Stack gap={4} data-testid="avatar-pending">
            <Group gap="xs">
              <Avatar src={pendingUrl} alt="Your new avatar" size="lg" radius="xl" />
              <Badge color="orange" variant="light" c="dark.8">
                Pending approval
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Our staff check new avatars before other players see them.
            </Text>
          </Stack>
        )}
      </Group>
      <Checkbox
        label="Show my avatar on my profile and leaderboards"
        checked={useAvatar}
        onChange={(e) => onUseAvatar(e.currentTarget.checked)}
      />
      <Group>
        <FileButton
          accept="image/png,image/jpeg"
          disabled={!canChoose}
          inputProps={{ 'aria-label': 'Avatar image' }}
          onChange={(file) => {
            if (file) actor.send({ type: 'avatar.choose', file });
          }}
        >
          {(props) => (
            <Button variant="light" {...props}>
              Choose image
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          JPG or PNG, at most 10MB.
        </Text>
      </Group>
      {chosen && (
        <Alert color="blue" role="status" data-testid="avatar-ready">
          {AVATAR_READY_MESSAGE}
        </Alert>
      )}
      {avatarError && (
        <Text c="red" size="sm" role="alert" data-testid="avatar-error">
          {avatarError}
        </Text>
      )}
    </Section>
  );
}

function SettingsForm({ settings, form }: { settings: AccountSettings; form: AccountSettingsDraft }) {
  const actor = AccountSettingsContext.useActorRef();
  const errors = AccountSettingsContext.useSelector((s) => s.context.fieldErrors);
  const changePassword = AccountSettingsContext.useSelector((s) => s.context.changePassword);
  const busy = AccountSettingsContext.useSelector((s) => s.hasTag('busy'));
  const saved = AccountSettingsContext.useSelector((s) => s.context.settings);
  const set =
    <K extends DraftField>(field: K) =>
    (value: AccountSettingsDraft[K]) =>
      actor.send({ type: 'field.change', field, value } as Extract<
        AccountSettingsEvent,
        { type: 'field.change'; field: K }
      >);
  const field = bindFields(form, errors, (key, value) => set(key)(value));
  const togglePassword = () => actor.send({ type: 'password.toggle' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'settings.save' });
  };
  const marketing = saved?.unsubscribeSettings ?? settings.unsubscribeSettings;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Section title="Personal details">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NameInputs firstName={field('firstname')} lastName={field('lastname')} />
            <BirthDateInput field={field('dateBirth')} />
            <Select
              label="Gender"
              data={GENDERS.map((g) => ({ value: g.value, label: g.label }))}
              value={form.gender}
              onChange={(value) => set('gender')((value ?? '-') as Gender)}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Section>

        <Section title="Login">
          <TextInput
            label="Membership number"
            value={String(settings.membershipNumber)}
            readOnly
            description="Sign in with it, your email or your mobile."
          />
          <Switch
            label="Change password"
            checked={changePassword}
            onChange={togglePassword}
            disabled={busy}
          />
          {changePassword && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} renewal />
            </SimpleGrid>
          )}
        </Section>

        <Section title="Contact">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={form.emailAddress}
            onChange={(e) => set('emailAddress')(e.currentTarget.value)}
            error={errors.emailAddress}
          />
          <MobileInput
            field={field('phoneMobile')}
            required
            description={
              saved?.mobileVerified ? (
                'Verified'
              ) : (
                <>
                  Not verified.{' '}
                  <Anchor component={Link} to="/redeem/verify?returnUrl=/profile/account" size="xs">
                    Verify your mobile
                  </Anchor>
                </>
              )
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Suburb"
              autoComplete="address-level2"
              value={form.suburb}
              onChange={(e) => set('suburb')(e.currentTarget.value)}
              error={errors.suburb}
              required
            />
            <StateSelect value={form.stateId} onChange={set('stateId')} error={errors.stateId} />
            <PostcodeInput field={field('postcode')} />
          </SimpleGrid>
        </Section>

        <AvatarSection useAvatar={form.useAvatar} onUseAvatar={set('useAvatar')} />

        <Section title="Marketing preferences">
          {!marketing.status && marketing.message && (
            <Alert color="red" role="alert" data-testid="marketing-alert">
              {marketing.message}
            </Alert>
          )}
          {marketing.subscriptionGroups.map((group) => (
            <Checkbox
              key={group.subscriptionGroupId}
              label={`${group.name} (${group.channel === 'email' ? 'email' : 'SMS'})`}
              description={group.description}
              checked={form.subscriptions[group.subscriptionGroupId] ?? false}
              onChange={(e) =>
                actor.send({
                  type: 'subscription.change',
                  groupId: group.subscriptionGroupId,
                  subscribed: e.currentTarget.checked,
                })
              }
            />
          ))}
        </Section>

        <SaveNotice />
        <Button type="submit" loading={busy} w="fit-content">
          Save
        </Button>
      </Stack>
    </form>
  );
}

export function AccountSettingsPage() {
  const actor = AccountSettingsContext.useActorRef();
  const loading = AccountSettingsContext.useSelector((s) => s.hasTag('loading'));
  const failed = AccountSettingsContext.useSelector((s) => s.matches('failed'));
  const error = AccountSettingsContext.useSelector((s) => s.context.error);
  const settings = AccountSettingsContext.useSelector((s) =>
    s.matches('loading') ? null : s.context.settings,
  );
  const form = AccountSettingsContext.useSelector((s) => s.context.form);
  return (
    <Container size="md" py="xl">
      <title>{pageTitle('Account Settings')}</title>
      <Title order={1} mb="lg">
        Account Settings
      </Title>
      {loading && <Loader role="status" aria-label="Loading" />}
      {failed && (
        <Alert color="red" role="alert" title="Your settings could not be loaded">
          <Stack align="flex-start">
            <Text size="sm">{error}</Text>
            <Button variant="light" onClick={() => actor.send({ type: 'settings.retry' })}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {settings && form && <SettingsForm settings={settings} form={form} />}
    </Container>
  );
}
