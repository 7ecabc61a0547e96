import { user } from '../testing/api-fixtures';
import { itSendsAndReads, useTestServer, type CallCase } from '../testing/call-cases';
import { sessionStore } from '../index';
import { forgotPassword, getMe, login, resetPassword } from './auth.api';

const cases: CallCase[] = [
  [
    'POST',
    '/auth/login',
    '/auth/login',
    { data: { token: 't', user } },
    (c) => login(c, { email: 'a@b.fr', password: 'secret1' }),
    { token: 't', user },
    { email: 'a@b.fr', password: 'secret1' },
  ],
  ['GET', '/auth/me', '/auth/me', { data: user }, (c) => getMe(c), user],
  [
    'POST',
    '/forgot-password',
    '/forgot-password',
    { data: { message: 'ok' } },
    (c) => forgotPassword(c, { email: 'a@b.fr' }),
    { message: 'ok' },
    { email: 'a@b.fr' },
  ],
  [
    'POST',
    '/reset-password',
    '/reset-password',
    { data: { message: 'ok' } },
    (c) => resetPassword(c, { token: 'tk', new_password: 'secret1' }),
    { message: 'ok' },
    { token: 'tk', new_password: 'secret1' },
  ],
];

describe('auth calls against a real server', () => {
  const context = useTestServer();
  itSendsAndReads(context, cases);

  it('stores the logged-in user in the session store', async () => {
    context.server.reply('POST', '/auth/login', { json: { data: { token: 't', user } } });
    const session = await login(context.client, { email: 'a@b.fr', password: 'secret1' });
    sessionStore.getState().setSession(session.token, session.user);
    expect(sessionStore.getState().user?.full_name).toBe('Jean Dupont');
    sessionStore.getState().clear();
  });
});
