import { Alert, Anchor, Button, Container, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import type { FormEvent } from 'react';
import { accountDeleteRequestMachine } from '../../../../machines/account-delete-request';
import type { DeleteRequestField } from '../../../shared/delete-request-rules';
import { CONTACT_EMAIL, pageTitle } from '../../../shared/site';
import { bindFields, NameFields } from '../../components/form-fields';

export const DeleteRequestContext = createActorContext(accountDeleteRequestMachine);

function RequestForm() {
  const actor = DeleteRequestContext.useActorRef();
  const errors = DeleteRequestContext.useSelector((s) => s.context.fieldErrors);
  const error = DeleteRequestContext.useSelector((s) => s.context.error);
  const submitting = DeleteRequestContext.useSelector((s) => s.matches('submitting'));
  const form = DeleteRequestContext.useSelector((s) => s.context.form);
  const change = (field: DeleteRequestField, value: string) =>
    actor.send({ type: 'field.change', field, value });
  const field = bindFields(form, errors, change);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'request.submit' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>
          Tell us which account to delete. We check the request and answer by email; your results stay in past
          leaderboards without your name.
        </Text>
        {error && (
          <Alert color="red" role="alert" title="An error has occurred">
            {error}
          </Alert>
        )}
        <NameFields firstName={field('firstName')} lastName={field('lastName')} />
        <TextInput
          label="Membership card number (optional)"
          inputMode="numeric"
          value={form.cardNumber}
          onChange={(e) => change('cardNumber', e.currentTarget.value)}
          error={errors.cardNumber}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={form.emailAddress}
          onChange={(e) => change('emailAddress', e.currentTarget.value)}
          error={errors.emailAddress}
          required
        />
        <TextInput
          label="Mobile (optional)"
          inputMode="tel"
          autoComplete="tel-national"
          value={form.mobile}
          onChange={(e) => change('mobile', e.currentTarget.value)}
          error={errors.mobile}
        />
        <Textarea
          label="Reason"
          rows={4}
          maxLength={2000}
          value={form.reason}
          onChange={(e) => change('reason', e.currentTarget.value)}
          error={errors.reason}
          required
        />
        <Button type="submit" loading={submitting} w="fit-content">
          Submit request
        </Button>
      </Stack>
    </form>
  );
}

export function DeleteRequestPage() {
  const done = DeleteRequestContext.useSelector((s) => s.matches('success'));
  return (
    <Container size="sm" py="xl">
      <title>{pageTitle('Delete Account Request')}</title>
      <Title order={1} mb="lg">
        Delete Account Request
      </Title>
      {done ? (
        <Stack data-testid="delete-request-received">
          <Title order={2}>Account Deletion Request Received</Title>
          <Text>
            We will be in touch by email. Questions in the meantime: contact our support at{' '}
            <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>.
          </Text>
        </Stack>
      ) : (
        <RequestForm />
      )}
    </Container>
  );
}
