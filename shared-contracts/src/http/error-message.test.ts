import {
  ApiError,
  adminFormErrorMessage,
  createUnauthorizedPolicy,
  dashboardFormErrorMessage,
  donationErrorMessage,
  errorMessage,
  fieldIssuesOf,
  isApiError,
  loginErrorMessage,
  uploadErrorMessage,
  userUpdateErrorMessage,
} from './index';

describe('errorMessage: each status of spec section 8 to its exact text', () => {
  const cases: [number | null, unknown, string][] = [
    [null, undefined, 'Erreur de connexion. Vérifiez votre connexion internet.'],
    [400, { detail: 'Montant invalide' }, 'Montant invalide'],
    [400, { message: 'Champ manquant' }, 'Champ manquant'],
    [400, {}, 'Données invalides'],
    [400, 'texte brut', 'Données invalides'],
    [401, { detail: 'x' }, 'Session expirée. Veuillez vous reconnecter.'],
    [403, { detail: 'x' }, "Accès non autorisé. Vous n'avez pas les permissions nécessaires."],
    [404, { detail: 'x' }, 'Ressource non trouvée'],
    [409, { detail: 'Cet email est déjà utilisé' }, 'Cet email est déjà utilisé'],
    [409, {}, 'Conflit: Cette ressource existe déjà'],
    [
      422,
      {
        detail: [
          { path: 'donor_email', message: "Format d'email invalide" },
          { path: 'rewards.0.title', message: 'Ce champ est requis' },
        ],
      },
      "donor_email: Format d'email invalide ; rewards.0.title: Ce champ est requis",
    ],
    [422, { detail: 'pas une liste' }, 'Erreur de validation des données'],
    [422, undefined, 'Erreur de validation des données'],
    [429, {}, 'Trop de tentatives. Veuillez attendre quelques minutes.'],
    [500, { detail: 'stack' }, 'Erreur serveur. Notre équipe a été notifiée.'],
    [502, {}, 'Service temporairement indisponible. Veuillez réessayer dans quelques minutes.'],
    [503, {}, 'Service temporairement indisponible. Veuillez réessayer dans quelques minutes.'],
    [504, {}, 'Service temporairement indisponible. Veuillez réessayer dans quelques minutes.'],
    [418, {}, "Une erreur inattendue s'est produite"],
    [501, {}, "Une erreur inattendue s'est produite"],
    [413, {}, 'Fichier trop volumineux. Taille maximum: 10MB'],
    [415, {}, 'Type de fichier non supporté. Utilisez JPG, PNG ou PDF.'],
  ];

  it.each(cases)('status %p with body %j', (status, body, expected) => {
    const error = new ApiError(status, body);
    expect(error.message).toBe(expected);
    expect(errorMessage(error)).toBe(expected);
  });

  it('reads network failures too', () => {
    expect(errorMessage(new DOMException('Network error', 'NetworkError'))).toBe(
      'Erreur de connexion. Vérifiez votre connexion internet.',
    );
    expect(errorMessage(new DOMException('signal timed out', 'TimeoutError'))).toBe(
      'Erreur de connexion. Vérifiez votre connexion internet.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'Erreur de connexion. Vérifiez votre connexion internet.',
    );
  });

  it('reads anything else as unexpected', () => {
    expect(errorMessage(new Error('boom'))).toBe("Une erreur inattendue s'est produite");
    expect(errorMessage('boom')).toBe("Une erreur inattendue s'est produite");
    expect(errorMessage(undefined)).toBe("Une erreur inattendue s'est produite");
  });

  it('exposes status, detail, body and field issues', () => {
    const body = { detail: [{ path: 'name', message: 'Ce champ est requis' }] };
    const error = new ApiError(422, body);
    expect(error.status).toBe(422);
    expect(error.body).toBe(body);
    expect(error.detail).toBe(body.detail);
    expect(error.fieldIssues).toEqual([{ path: 'name', message: 'Ce champ est requis' }]);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(new ApiError(null).isNetworkError).toBe(true);
    expect(fieldIssuesOf({ detail: [{ nothing: true }] })).toEqual([]);
  });
});

describe('screen-specific messages of spec section 8', () => {
  it('admin forms: 422 text, then server text, then fallback', () => {
    expect(
      adminFormErrorMessage(
        new ApiError(422, { detail: [] }),
        "Erreur lors de la création de l'association",
      ),
    ).toBe('Données invalides. Vérifiez les champs requis et leur format.');
    expect(adminFormErrorMessage(new ApiError(409, { detail: 'Slug déjà pris' }), 'x')).toBe(
      'Slug déjà pris',
    );
    expect(
      adminFormErrorMessage(new ApiError(500, {}), 'Erreur lors de la création de la campagne'),
    ).toBe('Erreur lors de la création de la campagne');
    expect(adminFormErrorMessage(null, 'Erreur lors de la création de la campagne')).toBeNull();
  });

  it('dashboard forms: server text or fallback, no 422 branch', () => {
    expect(
      dashboardFormErrorMessage(
        new ApiError(422, { detail: [{ path: 'a', message: 'b' }] }),
        'Erreur lors de la mise à jour de la campagne',
      ),
    ).toBe('Erreur lors de la mise à jour de la campagne');
    expect(dashboardFormErrorMessage(new ApiError(400, { detail: 'Titre trop long' }), 'x')).toBe(
      'Titre trop long',
    );
  });

  it('admin user update: 422 and 401 texts', () => {
    expect(
      userUpdateErrorMessage(
        new ApiError(422, { detail: [{ path: 'email', message: "Format d'email invalide" }] }),
      ),
    ).toBe("Erreur de validation: email: Format d'email invalide");
    expect(userUpdateErrorMessage(new ApiError(401, {}))).toBe(
      'Non autorisé - Veuillez vous reconnecter',
    );
    expect(userUpdateErrorMessage(new ApiError(404, {}))).toBe('Ressource non trouvée');
  });

  it('donation, login and uploads', () => {
    expect(donationErrorMessage(new ApiError(400, { detail: 'Campagne terminée' }))).toBe(
      'Campagne terminée',
    );
    expect(donationErrorMessage(new ApiError(null))).toBe(
      'Erreur lors de la création de la donation',
    );
    expect(loginErrorMessage()).toBe('Email ou mot de passe incorrect');
    expect(uploadErrorMessage(new ApiError(413, {}), 'image')).toBe(
      'Fichier trop volumineux. Taille maximum: 10MB',
    );
    expect(uploadErrorMessage(new ApiError(415, {}), 'document')).toBe(
      'Type de fichier non supporté. Utilisez JPG, PNG ou PDF.',
    );
    expect(uploadErrorMessage(new ApiError(500, {}), 'image')).toBe(
      "Erreur lors de l'upload de l'image",
    );
    expect(uploadErrorMessage(new Error('no success'), 'video')).toBe(
      "Erreur lors de l'upload de la vidéo",
    );
  });
});

describe('createUnauthorizedPolicy', () => {
  it('clears the token at once and goes to /login after 2 seconds, once for parallel 401s', () => {
    jest.useFakeTimers();
    try {
      const clearToken = jest.fn();
      const navigate = jest.fn();
      const policy = createUnauthorizedPolicy({ clearToken, navigate });
      policy.handle();
      policy.handle();
      expect(clearToken).toHaveBeenCalledTimes(2);
      expect(policy.isPending).toBe(true);
      jest.advanceTimersByTime(1999);
      expect(navigate).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/login');
      expect(policy.isPending).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('nullIfNotFound', () => {
  it('answers null on 404 and passes other failures on', async () => {
    const { ApiError } = await import('./api-error');
    const { nullIfNotFound } = await import('./messages');
    await expect(nullIfNotFound(Promise.resolve(1))).resolves.toBe(1);
    await expect(nullIfNotFound(Promise.reject(new ApiError(404, {})))).resolves.toBeNull();
    await expect(nullIfNotFound(Promise.reject(new ApiError(500, {})))).rejects.toMatchObject({
      status: 500,
    });
  });
});
