import { ApiError } from 'shared-contracts';
import { donationFailureOf } from './donation-failure';

describe('donationFailureOf: what the dialog shows of a refused donation', () => {
  it('field issues beside the fields they name, and no message', () => {
    const error = new ApiError(422, {
      code: 'validation_failed',
      detail: [
        { path: 'donor_email', message: "Format d'email invalide" },
        { path: 'postal_code', message: 'Code postal invalide (5 chiffres)' },
      ],
    });
    expect(donationFailureOf(error)).toEqual({
      fieldErrors: {
        donorEmail: "Format d'email invalide",
        postalCode: 'Code postal invalide (5 chiffres)',
      },
      message: null,
    });
  });

  it('an issue on no field of the dialog: the placed ones, and a message for the rest', () => {
    const error = new ApiError(422, {
      code: 'validation_failed',
      detail: [
        { path: 'donor_email', message: "Format d'email invalide" },
        { path: 'origin_url', message: 'URL invalide' },
      ],
    });
    const failure = donationFailureOf(error);
    expect(failure.fieldErrors).toEqual({ donorEmail: "Format d'email invalide" });
    expect(failure.message).toBe('Erreur lors de la création de la donation');
  });

  it("the payment provider's refusal: 'Paiement échoué: ' and the server's detail", () => {
    const detail = 'Le service de paiement est momentanément indisponible.';
    const error = new ApiError(502, { code: 'payment_failed', detail });
    expect(donationFailureOf(error)).toEqual({
      fieldErrors: {},
      message: `Paiement échoué: ${detail}`,
    });
  });

  it("a proxy's 502 (no code) is no payment failure: the spec's fallback, no 'Paiement échoué'", () => {
    expect(donationFailureOf(new ApiError(502, '<html>Bad Gateway</html>'))).toEqual({
      fieldErrors: {},
      message: 'Erreur lors de la création de la donation',
    });
  });

  it("another refusal reads the server's detail; none, the spec's fallback", () => {
    const detail = 'Un compte existe déjà avec cet email.';
    expect(donationFailureOf(new ApiError(409, { code: 'email_taken', detail })).message).toBe(
      detail,
    );
    expect(donationFailureOf(new ApiError(null)).message).toBe(
      'Erreur lors de la création de la donation',
    );
    expect(donationFailureOf(new Error('bug')).message).toBe(
      'Erreur lors de la création de la donation',
    );
  });
});
