import { canSubmitLogin, validateForgotPassword, validateResetPassword } from './index';

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
