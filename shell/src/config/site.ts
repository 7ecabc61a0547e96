/** The external form where an association applies to join (spec: 'opens an external form'). */
export const REGISTER_ASSOCIATION_FORM_URL = 'https://forms.gle/inscription-association';
