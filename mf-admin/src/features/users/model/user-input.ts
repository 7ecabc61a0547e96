import type { Role, UserCreateInput } from 'shared-contracts';

/** The user form as typed. */
export interface UserFormValues {
  full_name: string;
  email: string;
  phone: string;
  role: string;
  is_active: boolean;
  association_ids: string[];
  password: string;
}

/**
 * What the user form sends: managed associations only for an association manager (others
 * get none), and no password when the field was left empty (it keeps the current one).
 */
export function userInput(values: UserFormValues): UserCreateInput {
  const input: UserCreateInput = {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    role: values.role as Role,
    is_active: values.is_active,
    association_ids: values.role === 'association_manager' ? values.association_ids : [],
  };
  if (values.password) input.password = values.password;
  return input;
}
