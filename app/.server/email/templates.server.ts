import type { OutgoingEmail } from "./outbox.server";

const SIGN_OFF =
  "We Fix Coventry\nHandyman and property maintenance in Coventry, Warwick, Kenilworth and Leamington Spa";

export function verificationEmail(to: string, fullName: string, link: string): OutgoingEmail {
  return {
    to,
    kind: "auth.verify",
    subject: "Confirm your e-mail address",
    text: `Hello ${fullName},\n\nPlease confirm your e-mail address to finish creating your account:\n\n${link}\n\nThe link works for 24 hours. If you did not sign up, you can ignore this e-mail.\n\n${SIGN_OFF}\n`,
  };
}

export function passwordResetEmail(to: string, link: string): OutgoingEmail {
  return {
    to,
    kind: "auth.reset",
    subject: "Reset your password",
    text: `Hello,\n\nSomeone asked to reset the password of the account for this e-mail address. To choose a new password, open:\n\n${link}\n\nThe link works for 1 hour and only once. If it was not you, ignore this e-mail: your password stays as it is.\n\n${SIGN_OFF}\n`,
  };
}
