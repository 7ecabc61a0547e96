import { createAssociation, createUser, type TestUser } from '../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

describe('rich text cannot cover the page (the shared policy, applied on write)', () => {
  let ctx: TestContext;
  let manager: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    const association = await createAssociation(ctx);
    manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [association.id],
    });
  });
  afterAll(() => ctx.close());

  it('keeps text styles and https/site links, drops positioning, url() and other schemes', async () => {
    const description = [
      '<div style="position: fixed; top: 0; left: 0; width: 100vw; height: 100vh; z-index: 9999; background: url(https://evil.example/fake.png)">',
      '<p style="color: #c92a2a; text-align: center">Notre mission</p>',
      '<a href="https://exemple.fr/rapport" target="_blank">Rapport</a>',
      '<a href="//evil.example/login">Connexion</a>',
      '<a href="http://clair.example">Clair</a>',
      '<img src="/api/uploads/images/00000000-0000-0000-0000-000000000000.png" alt="Photo">',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">',
      '</div>',
    ].join('');
    const response = await call(ctx.app, 'PUT', '/api/dashboard/association', {
      token: manager.token,
      body: { description },
    });
    expect(response.statusCode).toBe(200);
    const stored = response.json().data.description as string;
    expect(stored).toBe(
      [
        '<div>',
        '<p style="color: #c92a2a; text-align: center">Notre mission</p>',
        '<a href="https://exemple.fr/rapport" target="_blank">Rapport</a>',
        '<a>Connexion</a>',
        '<a>Clair</a>',
        '<img src="/api/uploads/images/00000000-0000-0000-0000-000000000000.png" alt="Photo">',
        '<img alt="x">',
        '</div>',
      ].join(''),
    );
  });
});
