import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, ROUTES } from 'shared-contracts';
import { displayName, useSessionUser } from 'shared-ui';
import { signOut } from '../../../../lib/session';
import { showSuccessToast } from '../../../../lib/errors/toasts';
import { Layout } from '../Layout/Layout';

/** The layout with the session's user and the logout action. */
export function ShellLayout() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = () => {
    signOut();
    showSuccessToast(AUTH_MESSAGES.logoutSuccess);
    navigate(ROUTES.home.href());
  };
  return (
    <Layout
      user={user ? { full_name: displayName(user), role: user.role } : null}
      onLogout={logout}
    />
  );
}
