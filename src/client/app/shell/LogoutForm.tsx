import { UnstyledButton } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { FORM_TOKEN_FIELD, LOGOUT_EVERYWHERE_PATH, LOGOUT_PATH } from '../../../shared/api-prefix';
import { runtimeConfig } from '../../config/runtime-config';

/**
 * Log out is a form post (the server checks its origin and token), not an API call; 'everywhere' ends every
 * session of the member, on all devices.
 */
export function LogoutForm({ className, everywhere = false }: { className?: string; everywhere?: boolean }) {
  const here = useLocation();
  return (
    <form method="post" action={everywhere ? LOGOUT_EVERYWHERE_PATH : LOGOUT_PATH} className={className}>
      <input type="hidden" name="returnUrl" value={`${here.pathname}${here.search}`} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={runtimeConfig.formToken} />
      <UnstyledButton type="submit" w="100%" py={6} px="sm" fz="sm" c="red.7" fw={600}>
        {everywhere ? 'Log out everywhere' : 'Log Out'}
      </UnstyledButton>
    </form>
  );
}
