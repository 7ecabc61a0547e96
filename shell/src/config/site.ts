// The shell and mf-public link the same external form: one value, in shared-contracts.
export { REGISTER_ASSOCIATION_FORM_URL } from 'shared-contracts';
