// Who and where a provider's call is about: the applicant and the property's address.
export interface Address {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

export interface Applicant {
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD' */
  dob: string;
  ssnLast4?: string;
  /** The full SSN, only on a pull the applicant gave it for (decrypted just for the call; never stored in clear). */
  ssn?: string;
}
