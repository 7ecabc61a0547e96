import {
  ApiError,
  ERROR_CODE_STATUS,
  adminFormErrorMessage,
  failureCode,
  isApiError,
  nullIfNotFound,
  uploadErrorMessage,
  userUpdateErrorMessage,
} from './index';
import { FORM_MESSAGES } from '../texts';

describe('error codes: the client reads what the server says went wrong', () => {
  it("exposes the body's code, whatever the status", () => {
    const closed = new ApiError(409, {
      detail: 'Cette campagne ne reçoit plus de dons.',
      code: 'campaign_closed',
    });
    const taken = new ApiError(409, {
      detail: 'Un compte existe déjà avec cet email',
      code: 'email_taken',
    });
    expect(closed.code).toBe('campaign_closed');
    expect(taken.code).toBe('email_taken');
    expect(isApiError(closed, 'campaign_closed')).toBe(true);
    expect(isApiError(taken, 'campaign_closed')).toBe(false);
    expect(isApiError(taken, 'campaign_closed', 'email_taken')).toBe(true);
    expect(failureCode(closed)).toBe('campaign_closed');
  });

  it('reads a body without a code as its status’s generic code: a proxy’s 502 is no payment failure', () => {
    expect(new ApiError(502, '<html>Bad Gateway</html>').code).toBe('unavailable');
    expect(new ApiError(502, { detail: 'Le prestataire…', code: 'payment_failed' }).code).toBe(
      'payment_failed',
    );
    expect(new ApiError(404, undefined).code).toBe('not_found');
    expect(new ApiError(409, {}).code).toBe('conflict');
    expect(new ApiError(418, {}).code).toBe('bad_request');
    expect(new ApiError(null).code).toBeNull();
    expect(failureCode(new Error('bug'))).toBeNull();
  });

  it('matches an ApiError of another bundle by its status and body', () => {
    const foreign = Object.assign(new Error('x'), {
      name: 'ApiError',
      status: 502,
      body: { detail: 'x', code: 'payment_failed' },
    });
    expect(isApiError(foreign, 'payment_failed')).toBe(true);
    expect(isApiError(foreign, 'unavailable')).toBe(false);
  });

  it('lists each code with the status it is sent with', () => {
    expect(ERROR_CODE_STATUS.payment_failed).toBe(502);
    expect(ERROR_CODE_STATUS.terms_frozen).toBe(422);
    expect(ERROR_CODE_STATUS.campaign_closed).toBe(409);
  });

  it('branches the screens’ texts on the code', () => {
    const terms = new ApiError(422, {
      detail: [{ path: 'target_amount', message: 'x' }],
      code: 'terms_frozen',
    });
    expect(adminFormErrorMessage(terms, 'fallback')).toBe(FORM_MESSAGES.adminInvalidData);
    expect(
      adminFormErrorMessage(new ApiError(409, { detail: 'Pris', code: 'email_taken' }), 'f'),
    ).toBe('Pris');
    expect(userUpdateErrorMessage(terms)).toBe('Erreur de validation: target_amount: x');
    expect(
      uploadErrorMessage(new ApiError(413, { detail: 'x', code: 'payload_too_large' }), 'image'),
    ).toBe('Fichier trop volumineux. Taille maximum: 10MB');
  });

  it('reads not_found as "nothing yet"', async () => {
    await expect(
      nullIfNotFound(Promise.reject(new ApiError(404, { detail: 'x', code: 'not_found' }))),
    ).resolves.toBeNull();
    await expect(
      nullIfNotFound(Promise.reject(new ApiError(409, { detail: 'x', code: 'campaign_closed' }))),
    ).rejects.toMatchObject({ code: 'campaign_closed' });
  });
});
