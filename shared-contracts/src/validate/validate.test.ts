import {
  canSaveAdminCampaign,
  canSaveAssociation,
  canSaveManagerCampaign,
  canSaveUser,
  canSubmitLogin,
  changedProfileFields,
  cleanDonationMessage,
  donationFormErrors,
  parseDonationAmount,
  validateDonationAmount,
  email,
  highestQualifyingReward,
  isAllowedImageType,
  isAllowedVideoType,
  isUploadedImageUrl,
  isUploadedVideoUrl,
  isValidFrenchPhone,
  keepFilledRewards,
  maxLength,
  minLength,
  minValue,
  parseTargetAmount,
  password,
  phone,
  required,
  toEmbedUrl,
  validateCampaignAssociation,
  validateDocumentFile,
  validateDonationForm,
  validateField,
  validateForgotPassword,
  validateForm,
  validateImageUrl,
  validateResetPassword,
  validateRewards,
  validateVideoUrl,
} from './index';

describe('generic field rules', () => {
  it('requires a value', () => {
    expect(required('')).toBe('Ce champ est requis');
    expect(required('   ')).toBe('Ce champ est requis');
    expect(required(null)).toBe('Ce champ est requis');
    expect(required(undefined)).toBe('Ce champ est requis');
    expect(required('x')).toBeNull();
    expect(required(0)).toBeNull();
  });

  it('checks lengths and minimum values, leaving empty optional fields alone', () => {
    expect(minLength(3)('ab')).toBe('Ce champ doit contenir au moins 3 caractères');
    expect(minLength(3)('abc')).toBeNull();
    expect(minLength(3)('')).toBeNull();
    expect(maxLength(5)('abcdef')).toBe('Ce champ ne doit pas dépasser 5 caractères');
    expect(maxLength(5)('abcde')).toBeNull();
    expect(minValue(1)(0.5)).toBe('La valeur doit être supérieure ou égale à 1');
    expect(minValue(1)('0,99')).toBe('La valeur doit être supérieure ou égale à 1');
    expect(minValue(1)(1)).toBeNull();
    expect(minValue(1)('abc')).toBe('Veuillez entrer un nombre valide');
    expect(minValue(1)('')).toBeNull();
  });

  it("rejects a malformed email with 'Format d'email invalide'", () => {
    expect(email('pas-un-email')).toBe("Format d'email invalide");
    expect(email('a@b')).toBe("Format d'email invalide");
    expect(email('jean dupont@exemple.fr')).toBe("Format d'email invalide");
    expect(email('jean.dupont@exemple.fr')).toBeNull();
    expect(email('')).toBeNull();
  });

  it('accepts French phones: +33 or 0 then 9 digits, spaces allowed', () => {
    expect(isValidFrenchPhone('+33 6 12 34 56 78')).toBe(true);
    expect(isValidFrenchPhone('+33612345678')).toBe(true);
    expect(isValidFrenchPhone('06 12 34 56 78')).toBe(true);
    expect(isValidFrenchPhone('0612345678')).toBe(true);
    expect(isValidFrenchPhone('612345678')).toBe(false);
    expect(isValidFrenchPhone('+33 6 12 34 56 7')).toBe(false);
    expect(isValidFrenchPhone('06.12.34.56.78')).toBe(false);
    expect(isValidFrenchPhone('+44 6 12 34 56 78')).toBe(false);
    expect(phone('12345')).toBe('Format de téléphone invalide (ex: +33 6 12 34 56 78)');
    expect(phone('')).toBeNull();
  });

  it('wants passwords of at least 6 characters', () => {
    expect(password('12345')).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(password('123456')).toBeNull();
  });

  it('runs the rules of a field in order and of a whole form', () => {
    expect(validateField('', { required: true, email: true })).toBe('Ce champ est requis');
    expect(validateField('x', { required: true, email: true })).toBe("Format d'email invalide");
    expect(
      validateForm(
        { name: '', email: 'x', phone: '', bio: 'long text' },
        {
          name: { required: true },
          email: { email: true },
          phone: { phone: true },
          bio: { maxLength: 4 },
        },
      ),
    ).toEqual({
      name: 'Ce champ est requis',
      email: "Format d'email invalide",
      bio: 'Ce champ ne doit pas dépasser 4 caractères',
    });
  });
});

describe('passwords and login', () => {
  it('checks the reset pair in the spec order', () => {
    expect(validateResetPassword('', 'abcdef')).toBe('Veuillez remplir tous les champs');
    expect(validateResetPassword('abcdef', '')).toBe('Veuillez remplir tous les champs');
    expect(validateResetPassword('abcdef', 'abcdeg')).toBe(
      'Les mots de passe ne correspondent pas',
    );
    expect(validateResetPassword('abc', 'abc')).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(validateResetPassword('abcdef', 'abcdef')).toBeNull();
  });

  it('requires the forgot-password email', () => {
    expect(validateForgotPassword(' ')).toBe('Veuillez entrer votre email');
    expect(validateForgotPassword('a@b.fr')).toBeNull();
  });

  it('enables login only with both fields', () => {
    expect(canSubmitLogin('a@b.fr', '')).toBe(false);
    expect(canSubmitLogin('a@b.fr', 'x')).toBe(true);
  });
});

describe('rewards', () => {
  const rewards = [
    { amount: 10, title: 'Merci' },
    { amount: 50, title: 'Affiche' },
    { amount: 20, title: 'Carte postale' },
  ];

  it('keeps only rows with both an amount and a title', () => {
    expect(
      keepFilledRewards([
        { amount: 10, title: ' Merci ', description: 'x' },
        { amount: 0, title: 'Nouvelle' },
        { amount: 5, title: '' },
        { amount: '15', title: 'Sac' },
        { amount: null, title: 'Rien' },
      ]),
    ).toEqual([
      { amount: 10, title: 'Merci', description: 'x' },
      { amount: 15, title: 'Sac' },
    ]);
  });

  it('needs an amount of at least 1 on kept rows', () => {
    expect(
      validateRewards([
        { amount: 0.5, title: 'Trop peu' },
        { amount: 1, title: 'Ok' },
        { amount: 0, title: 'Vide' },
      ]),
    ).toEqual({
      0: "Le montant minimum d'une contrepartie est de 1 €",
    });
  });

  it('selects the highest reward the amount reaches', () => {
    expect(highestQualifyingReward(rewards, 35)?.title).toBe('Carte postale');
    expect(highestQualifyingReward(rewards, 50)?.title).toBe('Affiche');
    expect(highestQualifyingReward(rewards, 10)?.title).toBe('Merci');
    expect(highestQualifyingReward(rewards, 9.99)).toBeNull();
    expect(highestQualifyingReward(undefined, 100)).toBeNull();
  });
});

describe('donation form', () => {
  const valid = {
    amount: 20,
    acceptedTerms: true,
    isLoggedIn: false,
    createAccount: false,
    donorName: 'Jean Dupont',
    donorEmail: 'jean@exemple.fr',
  };

  it('answers each spec message', () => {
    expect(validateDonationForm({ ...valid, acceptedTerms: false })).toBe(
      'Veuillez accepter les conditions générales',
    );
    expect(validateDonationForm({ ...valid, amount: 0 })).toBe(
      'Veuillez sélectionner un montant de donation',
    );
    expect(validateDonationForm({ ...valid, amount: null })).toBe(
      'Veuillez sélectionner un montant de donation',
    );
    expect(validateDonationForm({ ...valid, createAccount: true, password: '' })).toBe(
      'Veuillez entrer un mot de passe pour créer votre compte',
    );
    expect(validateDonationForm({ ...valid, donorEmail: '' })).toBe('Ce champ est requis');
    expect(validateDonationForm({ ...valid, createAccount: true, password: 'abc' })).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(validateDonationForm({ ...valid, donorEmail: 'faux' })).toBe("Format d'email invalide");
    expect(validateDonationForm({ ...valid, phone: '123' })).toBe(
      'Format de téléphone invalide (ex: +33 6 12 34 56 78)',
    );
    expect(validateDonationForm(valid)).toBeNull();
  });

  it('lets a logged-in donor give without name, email or password', () => {
    expect(
      validateDonationForm({
        amount: 5,
        acceptedTerms: true,
        isLoggedIn: true,
        createAccount: true,
      }),
    ).toBeNull();
  });

  it('gives each field its own message, for the dialog to show beside it', () => {
    expect(
      donationFormErrors({
        amount: null,
        acceptedTerms: false,
        isLoggedIn: false,
        createAccount: true,
        password: ' ',
        donorName: '',
        donorEmail: 'jean@',
        phone: '06 12',
      }),
    ).toEqual({
      acceptedTerms: 'Veuillez accepter les conditions générales',
      amount: 'Veuillez sélectionner un montant de donation',
      password: 'Veuillez entrer un mot de passe pour créer votre compte',
      donorName: 'Ce champ est requis',
      donorEmail: "Format d'email invalide",
      phone: 'Format de téléphone invalide (ex: +33 6 12 34 56 78)',
    });
    expect(donationFormErrors({ ...valid, phone: '+33 6 12 34 56 78' })).toEqual({});
  });

  it('checks the amount: chosen, at least 1 €, cents at most, under the ceiling', () => {
    expect(validateDonationAmount(undefined)).toBe('Veuillez sélectionner un montant de donation');
    expect(validateDonationAmount(0)).toBe('Veuillez sélectionner un montant de donation');
    expect(validateDonationAmount(0.99)).toBe("Le montant minimum d'un don est de 1 €");
    expect(validateDonationAmount(1)).toBeNull();
    expect(validateDonationAmount(12.345)).toBe(
      'Le montant ne peut pas avoir plus de deux décimales',
    );
    expect(validateDonationAmount(19.99)).toBeNull();
    expect(validateDonationAmount(999_999.99)).toBeNull();
    expect(validateDonationAmount(1_000_000)).toBe(
      "Le montant maximum d'un don est de 999 999,99 €",
    );
  });

  it('reads amounts typed the French way', () => {
    expect(parseDonationAmount('12,50')).toBe(12.5);
    expect(parseDonationAmount('12.5')).toBe(12.5);
    expect(parseDonationAmount('1 000,5')).toBe(1000.5);
    expect(parseDonationAmount('1\u202f000 €')).toBe(1000);
    expect(parseDonationAmount(',5')).toBe(0.5);
    expect(parseDonationAmount('')).toBeNull();
    expect(parseDonationAmount('12,5,0')).toBeNull();
    expect(parseDonationAmount('-5')).toBeNull();
    expect(parseDonationAmount('douze')).toBeNull();
  });

  it('trims the message and drops it when empty', () => {
    expect(cleanDonationMessage('  Bravo  ')).toBe('Bravo');
    expect(cleanDonationMessage('   ')).toBeUndefined();
    expect(cleanDonationMessage(null)).toBeUndefined();
  });
});

describe('files and editor media', () => {
  it('accepts documents by type and size', () => {
    expect(
      validateDocumentFile({ name: 'statuts.pdf', size: 1000, type: 'application/pdf' }),
    ).toBeNull();
    expect(validateDocumentFile({ name: 'statuts.DOCX', size: 1000, type: '' })).toBeNull();
    expect(
      validateDocumentFile({ name: 'script.exe', size: 10, type: 'application/x-msdownload' }),
    ).toBe('Type de fichier non autorisé. Utilisez PDF, DOC, DOCX, JPG ou PNG');
    expect(validateDocumentFile({ name: 'photo.gif', size: 10, type: 'image/gif' })).toBe(
      'Type de fichier non autorisé. Utilisez PDF, DOC, DOCX, JPG ou PNG',
    );
    expect(
      validateDocumentFile({ name: 'gros.pdf', size: 5_242_881, type: 'application/pdf' }),
    ).toBe('Le fichier ne doit pas dépasser 5 MB');
    expect(
      validateDocumentFile({ name: 'juste.pdf', size: 5_242_880, type: 'application/pdf' }),
    ).toBeNull();
  });

  it('knows the editor media types', () => {
    expect(isAllowedImageType('image/webp')).toBe(true);
    expect(isAllowedImageType('image/svg+xml')).toBe(false);
    expect(isAllowedVideoType('video/quicktime')).toBe(true);
    expect(isAllowedVideoType('video/x-msvideo')).toBe(true);
    expect(isAllowedVideoType('video/x-flv')).toBe(false);
  });

  it('checks inserted and uploaded URLs', () => {
    expect(validateImageUrl('ftp://x/a.png')).toBe("URL d'image invalide");
    expect(validateImageUrl('https://x/a.png')).toBeNull();
    expect(validateImageUrl('/uploads/images/a.png')).toBeNull();
    expect(validateVideoUrl('javascript:alert(1)')).toBe('URL de vidéo invalide');
    expect(isUploadedImageUrl('/uploads/images/a.png')).toBe(true);
    expect(isUploadedImageUrl('/uploads/videos/a.mp4')).toBe(false);
    expect(isUploadedVideoUrl('/uploads/videos/a.mp4')).toBe(true);
    expect(isUploadedVideoUrl(undefined)).toBe(false);
  });

  it('turns YouTube and Vimeo links into their embed forms', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(toEmbedUrl('https://exemple.fr/video.mp4')).toBe('https://exemple.fr/video.mp4');
  });
});

describe('forms', () => {
  it('enables the admin association and campaign buttons only with the required fields', () => {
    expect(canSaveAssociation({ name: 'Asso', contact_email: '' })).toBe(false);
    expect(canSaveAssociation({ name: 'Asso', contact_email: 'a@b.fr' })).toBe(true);
    expect(canSaveAdminCampaign({ title: 'T', description: 'D', association_id: '' })).toBe(false);
    expect(canSaveAdminCampaign({ title: 'T', description: 'D', association_id: 'id' })).toBe(true);
    expect(canSaveManagerCampaign({ title: 'T', description: 'D', story: '' })).toBe(false);
    expect(canSaveManagerCampaign({ title: 'T', description: 'D', story: '<p>S</p>' })).toBe(true);
    expect(canSaveUser({ full_name: 'A', email: '' })).toBe(false);
  });

  it("asks to select an association: 'Veuillez sélectionner une association'", () => {
    expect(validateCampaignAssociation('')).toBe('Veuillez sélectionner une association');
    expect(validateCampaignAssociation('id')).toBeNull();
  });

  it('parses the target to a number or null', () => {
    expect(parseTargetAmount('1500')).toBe(1500);
    expect(parseTargetAmount('1 500,50')).toBe(1500.5);
    expect(parseTargetAmount('')).toBeNull();
    expect(parseTargetAmount('abc')).toBeNull();
    expect(parseTargetAmount(0)).toBe(0);
  });

  it('sends only changed non-empty profile fields', () => {
    const current = { full_name: 'Jean', phone: '0612345678' };
    expect(
      changedProfileFields(current, { full_name: 'Jean', phone: '', password: '' }),
    ).toBeNull();
    expect(changedProfileFields(current, { full_name: ' Jeanne ', phone: '0612345678' })).toEqual({
      full_name: 'Jeanne',
    });
    expect(changedProfileFields(current, { password: 'secret1' })).toEqual({ password: 'secret1' });
  });
});
