import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import type { PageMeta } from 'shared-contracts';
import { AUTH_MESSAGES } from 'shared-contracts';
import { SHELL_TEXTS } from '../config/texts';
import { paths } from '../config/paths';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage/ForgotPasswordPage';
import { DashboardLanding, RequireAuth, RequireRole } from '../features/auth/guards/guards';
import { LoginPage } from '../features/auth/LoginPage/LoginPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage/ResetPasswordPage';
import { signOut } from '../features/auth/session';
import { useSessionUser } from 'shared-ui';
import { showSuccessToast } from '../features/errors/toasts';
import { Layout } from '../features/layout/components/Layout/Layout';
import { NotFoundPage } from '../features/not-found/NotFoundPage/NotFoundPage';
import { RemoteRoute } from '../features/remotes/components/RemoteRoute/RemoteRoute';
import { RoutePage } from '../features/seo/RoutePage';
import { NavigationBridge } from '../lib/NavigationBridge';
import type { RemoteModuleId } from 'shared-ui';
import { ROUTE_META } from './route-meta';

function page(meta: PageMeta, element: ReactNode) {
  return <RoutePage meta={meta}>{element}</RoutePage>;
}

function remote(meta: PageMeta, module: RemoteModuleId) {
  return page(meta, <RemoteRoute module={module} />);
}

function OtherRoleLanding() {
  const user = useSessionUser();
  return (
    <Stack data-testid="dashboard-landing">
      <Title order={1}>{SHELL_TEXTS.landingTitle}</Title>
      {user && <Text>{user.full_name || user.email}</Text>}
    </Stack>
  );
}

function ShellLayout() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = () => {
    signOut();
    showSuccessToast(AUTH_MESSAGES.logoutSuccess);
    navigate(paths.home);
  };
  return (
    <Layout
      user={user ? { full_name: user.full_name || user.email, role: user.role } : null}
      onLogout={logout}
    />
  );
}

/** The route table of spec section 2; each remote route loads its remote lazily. */
export function AppRoutes() {
  const m = ROUTE_META;
  return (
    <>
      <NavigationBridge />
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="/" element={remote(m.home, 'mf_public/HomePage')} />
          <Route path="/login" element={page(m.login, <LoginPage />)} />
          <Route path="/forgot-password" element={page(m.forgotPassword, <ForgotPasswordPage />)} />
          <Route path="/reset-password" element={page(m.resetPassword, <ResetPasswordPage />)} />
          <Route path="/campaigns" element={remote(m.campaigns, 'mf_public/CampaignListPage')} />
          <Route
            path="/associations"
            element={remote(m.associations, 'mf_public/AssociationListPage')}
          />
          <Route
            path="/campaign/:campaignId"
            element={remote(m.campaign, 'mf_public/CampaignPage')}
          />
          <Route
            path="/association/:associationId"
            element={remote(m.association, 'mf_public/AssociationPage')}
          />
          {/* The second public association page of the spec (by id). */}
          <Route
            path="/associations/:associationId"
            element={remote(m.association, 'mf_public/AssociationPage')}
          />
          <Route
            path="/donation/success"
            element={remote(m.donationSuccess, 'mf_donation/PaymentReturnPage')}
          />
          <Route path="/faq" element={remote(m.faq, 'mf_public/FaqPage')} />
          <Route path="/terms" element={remote(m.terms, 'mf_public/TermsPage')} />

          <Route
            path="/dashboard"
            element={page(
              m.dashboard,
              <DashboardLanding
                managerDashboard={<RemoteRoute module="mf_manager/ManagerDashboardPage" />}
                otherRoles={<OtherRoleLanding />}
              />,
            )}
          />
          <Route
            path="/dashboard/campaigns/create"
            element={
              <RequireAuth>{remote(m.dashboard, 'mf_manager/CampaignCreatePage')}</RequireAuth>
            }
          />
          <Route
            path="/dashboard/campaigns/:campaignId/edit"
            element={
              <RequireAuth>{remote(m.dashboard, 'mf_manager/CampaignEditPage')}</RequireAuth>
            }
          />
          <Route
            path="/dashboard/associations/edit"
            element={
              <RequireAuth>{remote(m.dashboard, 'mf_manager/AssociationEditPage')}</RequireAuth>
            }
          />
          <Route
            path="/donor-dashboard"
            element={
              <RequireRole role="donor">
                {remote(m.donorDashboard, 'mf_donor/DonorDashboardPage')}
              </RequireRole>
            }
          />
          <Route
            path="/admin"
            element={
              <RequireRole role="super_admin">
                {remote(m.admin, 'mf_admin/AdminDashboardPage')}
              </RequireRole>
            }
          />
          <Route
            path="/admin/associations/create"
            element={
              <RequireRole role="super_admin">
                {remote(m.admin, 'mf_admin/AssociationCreatePage')}
              </RequireRole>
            }
          />
          <Route
            path="/admin/associations/:associationId/edit"
            element={
              <RequireRole role="super_admin">
                {remote(m.admin, 'mf_admin/AssociationEditPage')}
              </RequireRole>
            }
          />
          <Route
            path="/admin/campaigns/create"
            element={
              <RequireRole role="super_admin">
                {remote(m.admin, 'mf_admin/CampaignCreatePage')}
              </RequireRole>
            }
          />
          <Route
            path="/admin/campaigns/:campaignId/edit"
            element={
              <RequireRole role="super_admin">
                {remote(m.admin, 'mf_admin/CampaignEditPage')}
              </RequireRole>
            }
          />
          <Route path="*" element={page(m.notFound, <NotFoundPage />)} />
        </Route>
      </Routes>
    </>
  );
}
