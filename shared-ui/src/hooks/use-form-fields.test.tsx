import { NumberInput, Switch, TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../testing';
import { useFormFields } from './use-form-fields';

function Form({
  onSubmit,
}: {
  onSubmit: (values: { title: string; target: number | string }) => void;
}) {
  const form = useFormFields({ title: 'Forêt', target: '' as number | string });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (form.values.title.trim() === '') form.setErrors({ title: 'Ce champ est requis' });
        else onSubmit(form.values);
      }}
    >
      <TextInput label="Titre" {...form.field('title')} />
      <NumberInput label="Objectif" {...form.field('target')} />
      <button type="submit">Enregistrer</button>
      <button type="button" onClick={() => form.reset()}>
        Annuler
      </button>
    </form>
  );
}

describe('useFormFields', () => {
  it('binds each field in one spread: the value shows, an edit changes it, submit reads it', () => {
    const onSubmit = jest.fn();
    renderPage(<Form onSubmit={onSubmit} />);
    const title = screen.getByLabelText('Titre');
    expect(title).toHaveValue('Forêt');
    fireEvent.change(title, { target: { value: 'Océan' } });
    fireEvent.change(screen.getByLabelText('Objectif'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Océan', target: 1500 });
  });

  it('shows an error on its field and clears it when the person edits that field', () => {
    renderPage(<Form onSubmit={jest.fn()} />);
    const title = screen.getByLabelText('Titre');
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Ce champ est requis')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(title, { target: { value: 'Océan' } });
    expect(screen.queryByText('Ce champ est requis')).not.toBeInTheDocument();
  });

  it('reset brings back the first values and removes the errors', () => {
    renderPage(<Form onSubmit={jest.fn()} />);
    const title = screen.getByLabelText('Titre');
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(title).toHaveValue('Forêt');
    expect(screen.queryByText('Ce champ est requis')).not.toBeInTheDocument();
  });
});

function CheckedForm({ onSubmit }: { onSubmit: (values: { email: string }) => void }) {
  const form = useFormFields(
    { email: '' },
    {
      validate: (values) =>
        values.email.includes('@') ? {} : { email: "Format d'email invalide" },
      checkOnBlur: true,
    },
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validate()) onSubmit(form.values);
      }}
    >
      <TextInput label="Email" {...form.field('email')} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('useFormFields with the form rules', () => {
  it('validate shows the rules’ errors and says whether the form may be sent', () => {
    const onSubmit = jest.fn();
    renderPage(<CheckedForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText("Format d'email invalide")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.fr' });
  });

  it('checkOnBlur checks a field when the person leaves it, and the edit clears it', () => {
    renderPage(<CheckedForm onSubmit={jest.fn()} />);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'pas-un-email' } });
    expect(screen.queryByText("Format d'email invalide")).not.toBeInTheDocument();
    fireEvent.blur(email);
    expect(screen.getByText("Format d'email invalide")).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'a@b.fr' } });
    expect(screen.queryByText("Format d'email invalide")).not.toBeInTheDocument();
    fireEvent.blur(email);
    expect(screen.queryByText("Format d'email invalide")).not.toBeInTheDocument();
  });
});

function SwitchForm({ onSubmit }: { onSubmit: (values: { active: boolean }) => void }) {
  const form = useFormFields({ active: true });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(form.values);
      }}
    >
      <Switch label="Actif" {...form.checkbox('active')} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('useFormFields for a yes/no field', () => {
  it('checkbox binds checked and change in one spread', () => {
    const onSubmit = jest.fn();
    renderPage(<SwitchForm onSubmit={onSubmit} />);
    const active = screen.getByLabelText('Actif');
    expect(active).toBeChecked();
    fireEvent.click(active);
    expect(active).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveBeenCalledWith({ active: false });
  });
});
