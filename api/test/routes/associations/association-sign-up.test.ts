import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import {
  associations,
  auditLog,
  documents,
  uploads,
  userAssociations,
  users,
} from '../../../src/db/schema';
import { createUser, type TestUser } from '../../helpers/fixtures';
import { jpegBytes, pdfBytes, pngBytes } from '../../helpers/files';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

function multipart(parts: Part[], boundary = '----signup') {
  const chunks = parts.map((part) =>
    'bytes' in part
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const FIELDS = {
  name: 'Les Jardins Partagés',
  category: 'environment',
  contact_email: 'contact@jardins.fr',
  phone: '04 72 00 00 00',
  address: '12 rue des Lilas',
  postal_code: '69003',
  city: 'Lyon',
  identifier: '732 829 320',
  description: 'Des jardins ouverts à tous les habitants du quartier.',
  manager_name: 'Camille Martin',
  manager_email: 'camille@jardins.fr',
  manager_phone: '06 12 34 56 78',
  password: 'secret123',
};

const FILES = {
  statuts: { filename: 'statuts.pdf', bytes: pdfBytes() },
  rib: { filename: 'rib.png', bytes: pngBytes() },
  identity: { filename: 'identite.jpg', bytes: jpegBytes() },
};

function signUpBody(
  fields: Record<string, string> = FIELDS,
  files: Partial<Record<string, { filename: string; bytes: Buffer }>> = FILES,
) {
  return multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...Object.entries(files).flatMap(([name, file]) => (file ? [{ name, ...file }] : [])),
  ]);
}

describe('association sign-up (POST /associations/sign-up) and its review', () => {
  let ctx: TestContext;
  let admin: TestUser;
  const signUp = (body = signUpBody()) =>
    ctx.app.inject({ method: 'POST', url: '/api/associations/sign-up', ...body });
  const countOf = async (
    table: typeof associations | typeof users | typeof documents | typeof uploads,
  ) => Number((await ctx.db.select({ n: count() }).from(table))[0]!.n);
  const storedFiles = () => {
    const folder = path.join(ctx.config.dataDir, 'uploads', 'documents');
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createUser(ctx, { role: 'super_admin' });
  });
  afterAll(() => ctx.close());

  it('saves the pending association, its manager and its three documents; the manager signs in', async () => {
    const response = await signUp();
    expect(response.statusCode).toBe(201);
    const id = response.json().data.association_id as string;
    expect(response.json().data.status).toBe('pending');

    const [row] = await ctx.db.select().from(associations).where(eq(associations.id, id));
    expect(row).toMatchObject({
      name: 'Les Jardins Partagés',
      status: 'pending',
      category: 'environment',
      siren: '732829320',
      rna: null,
      postalCode: '69003',
      city: 'Lyon',
      managerEmail: 'camille@jardins.fr',
    });
    const docs = await ctx.db.select().from(documents).where(eq(documents.associationId, id));
    expect(docs.map((d) => d.name).sort()).toEqual([
      'Pièce d’identité du représentant légal',
      'RIB de l’association',
      'Statuts de l’association',
    ]);
    expect(storedFiles()).toHaveLength(3);

    const login = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: 'camille@jardins.fr', password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    expect(login.json().data.user.role).toBe('association_manager');
    const mine = await call(ctx.app, 'GET', '/api/dashboard/association', { token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ id, status: 'pending' });
    expect(mine.json().data.documents).toHaveLength(3);

    // The admin sees it, with its documents, among the associations to review.
    const seen = await call(ctx.app, 'GET', `/api/admin/associations/${id}`, {
      token: admin.token,
    });
    const seenUrls = seen.json().data.documents.map((d: { url: string }) => d.url);
    expect([...seenUrls].sort()).toEqual(docs.map((d) => d.url).sort());
    const download = await call(ctx.app, 'GET', docs[0]!.url, { token: admin.token });
    expect(download.statusCode).toBe(200);
  });

  it('answers a French 422 on each bad field and each missing or wrong document', async () => {
    const before = await countOf(associations);
    const response = await signUp(
      signUpBody(
        {
          ...FIELDS,
          name: '',
          contact_email: 'pas-un-email',
          postal_code: '6900',
          city: ' ',
          identifier: '123456789',
          description: '',
          manager_name: '',
          manager_email: 'x@',
          phone: '12',
          password: 'abc',
          category: 'sport',
        },
        {
          statuts: { filename: 'statuts.pdf', bytes: Buffer.from('<script>x</script>') },
          rib: FILES.rib,
        },
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().detail).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Ce champ est requis' },
        { path: 'contact_email', message: "Format d'email invalide" },
        { path: 'postal_code', message: expect.stringMatching(/code postal/i) },
        { path: 'city', message: 'Ce champ est requis' },
        {
          path: 'identifier',
          message:
            'Indiquez le numéro SIREN (9 chiffres) ou RNA (W suivi de 9 chiffres) de l’association',
        },
        { path: 'description', message: 'Ce champ est requis' },
        { path: 'manager_name', message: 'Ce champ est requis' },
        { path: 'manager_email', message: "Format d'email invalide" },
        { path: 'phone', message: 'Format de téléphone invalide (ex: +33 6 12 34 56 78)' },
        { path: 'password', message: 'Le mot de passe doit contenir au moins 6 caractères' },
        { path: 'category', message: 'Valeur invalide' },
        { path: 'statuts', message: 'Format non accepté : joignez un fichier PDF, JPEG ou PNG' },
        { path: 'identity', message: 'Veuillez joindre ce document' },
      ]),
    );
    expect(await countOf(associations)).toBe(before);
  });

  it('refuses a document over 5 Mo on its field', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]);
    const response = await signUp(
      signUpBody(
        { ...FIELDS, identifier: 'W691234567', manager_email: 'big@jardins.fr' },
        { ...FILES, rib: { filename: 'rib.pdf', bytes: big } },
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { path: 'rib', message: 'Le fichier ne doit pas dépasser 5 Mo' },
    ]);
  });

  it('refuses a second sign-up of the same SIREN/RNA, or of an email with an account, with their own codes', async () => {
    const sameSiren = await signUp(signUpBody({ ...FIELDS, manager_email: 'autre@jardins.fr' }));
    expect(sameSiren.statusCode).toBe(409);
    expect(sameSiren.json()).toEqual({
      code: 'association_already_registered',
      detail:
        'Une association portant ce numéro SIREN ou RNA est déjà inscrite. Si elle est la vôtre, connectez-vous ou contactez le support.',
    });
    const sameEmail = await signUp(
      signUpBody({ ...FIELDS, identifier: 'W2A1000123', manager_email: 'CAMILLE@jardins.fr' }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().code).toBe('manager_email_taken');
    expect(sameEmail.json().detail).toMatch(/Un compte utilise déjà cette adresse email/);
  });

  it('leaves nothing behind when saving fails mid-way, files included', async () => {
    const counts = async () => [
      await countOf(associations),
      await countOf(users),
      await countOf(documents),
      await countOf(uploads),
    ];
    const before = await counts();
    const filesBefore = storedFiles().length;
    const storage = ctx.app.storage;
    const save = storage.save;
    let saves = 0;
    storage.save = async (key, data, type) => {
      saves += 1;
      if (saves === 3) throw new Error('disk full');
      return save(key, data, type);
    };
    try {
      const response = await signUp(
        signUpBody({ ...FIELDS, identifier: 'W751234567', manager_email: 'panne@jardins.fr' }),
      );
      expect(response.statusCode).toBe(500);
    } finally {
      storage.save = save;
    }
    expect(saves).toBe(3);
    expect(await counts()).toEqual(before);
    expect(storedFiles()).toHaveLength(filesBefore);
    const again = await signUp(
      signUpBody({ ...FIELDS, identifier: 'W751234567', manager_email: 'panne@jardins.fr' }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('approves: the status, the audit row and a French email to the manager', async () => {
    const [row] = await ctx.db
      .select()
      .from(associations)
      .where(eq(associations.siren, '732829320'));
    ctx.mail.outbox.length = 0;
    const approved = await call(ctx.app, 'POST', `/api/admin/associations/${row!.id}/review`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    await ctx.drainJobs();
    const mail = ctx.mail.outbox.filter((m) => m.to === 'camille@jardins.fr');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Votre association a été approuvée');
    expect(mail[0]!.text).toContain('« Les Jardins Partagés » a été approuvée');
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((a) => a.action)).toContain('association.approve');
    // The same decision again changes nothing and sends nothing more.
    await call(ctx.app, 'POST', `/api/admin/associations/${row!.id}/review`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    await ctx.drainJobs();
    expect(ctx.mail.outbox.filter((m) => m.to === 'camille@jardins.fr')).toHaveLength(1);
  });

  it('rejects only with a reason, which the manager reads in the email', async () => {
    const [row] = await ctx.db
      .select()
      .from(associations)
      .where(eq(associations.rna, 'W751234567'));
    const noReason = await call(ctx.app, 'POST', `/api/admin/associations/${row!.id}/review`, {
      token: admin.token,
      body: { status: 'rejected', reason: '  ' },
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail).toEqual([
      { path: 'reason', message: 'Veuillez indiquer le motif du refus' },
    ]);
    ctx.mail.outbox.length = 0;
    const rejected = await call(ctx.app, 'POST', `/api/admin/associations/${row!.id}/review`, {
      token: admin.token,
      body: { status: 'rejected', reason: 'Le RIB est illisible.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.status).toBe('rejected');
    await ctx.drainJobs();
    expect(ctx.mail.outbox).toHaveLength(1);
    expect(ctx.mail.outbox[0]).toMatchObject({
      to: 'panne@jardins.fr',
      subject: 'Votre demande d’inscription n’a pas été approuvée',
    });
    expect(ctx.mail.outbox[0]!.text).toContain('Motif : Le RIB est illisible.');
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'association.reject'));
    expect(audit).toMatchObject({ entityId: row!.id, reason: 'Le RIB est illisible.' });
    const links = await ctx.db
      .select()
      .from(userAssociations)
      .where(eq(userAssociations.associationId, row!.id));
    expect(links).toHaveLength(1);
  });

  it('tells the manager too when the list approves with the status alone (PUT)', async () => {
    const signed = await signUp(
      signUpBody({ ...FIELDS, identifier: 'W2B1234567', manager_email: 'liste@jardins.fr' }),
    );
    const id = signed.json().data.association_id as string;
    ctx.mail.outbox.length = 0;
    const approved = await call(ctx.app, 'PUT', `/api/admin/associations/${id}`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    await ctx.drainJobs();
    expect(ctx.mail.outbox.map((m) => [m.to, m.subject])).toEqual([
      ['liste@jardins.fr', 'Votre association a été approuvée'],
    ]);
  });

  it('lets only the super admin review', async () => {
    const manager = await createUser(ctx, { role: 'association_manager' });
    const [row] = await ctx.db.select().from(associations).limit(1);
    const answer = await call(ctx.app, 'POST', `/api/admin/associations/${row!.id}/review`, {
      token: manager.token,
      body: { status: 'approved' },
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('association sign-up rate limit', () => {
  it('refuses sign-ups beyond AUTH_RATE_LIMIT_MAX a minute from one address, in French', async () => {
    const ctx = await createTestContext({ authRateLimitMax: 2 });
    try {
      const answers = [];
      for (const manager_email of ['a@limite.fr', 'b@limite.fr', 'c@limite.fr'])
        answers.push(
          await ctx.app.inject({
            method: 'POST',
            url: '/api/associations/sign-up',
            ...signUpBody({ ...FIELDS, name: '', manager_email }),
          }),
        );
      expect(answers.map((answer) => answer.statusCode)).toEqual([422, 422, 429]);
      expect(answers[2]!.json().code).toBe('rate_limited');
    } finally {
      await ctx.close();
    }
  });
});
