// For the tests of the institution form: its schema rules here, and the admin API on the server.

/** The institution form as the admin page sends it, but its name: a Niš high school with a contact address. */
export const institutionForm = {
  city: 'Niš',
  region: 'juzno_istocna_srbija',
  type: 'high_school',
  contact_email: 'skola@example.rs',
};
