import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';

// Signing in and passwords: a module of their own, so the sign-in page loads these few checks and not the rest of
// the shop's (schemas.ts re-exports them; decision 040).

/** An email address: trimmed, lower-cased, required and valid. */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .toLowerCase()
  .pipe(z.email(MESSAGES.emailInvalid));

/** Sign-in input. The spec puts no rule on the password beyond being text; the length cap guards hashing. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).max(128),
});

/** A new password: required and at least 8 characters. */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
  .max(128);

/** A new password with its confirmation, which must match ('Passwords does not match'). */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: MESSAGES.passwordRequired }) })
  .refine((value) => value.password === value.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });

/** Forgot password, step one: the account's email ('Please enter your email.' when empty). */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: MESSAGES.enterEmail })
    .trim()
    .min(1, MESSAGES.enterEmail)
    .max(254, MESSAGES.emailInvalid)
    .toLowerCase()
    .pipe(z.email(MESSAGES.emailInvalid)),
});

/** The emailed verification code: required, and six digits or it cannot be the code that was sent. */
export const verificationCodeSchema = z
  .string({ error: MESSAGES.verificationCodeRequired })
  .trim()
  .min(1, MESSAGES.verificationCodeRequired)
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), MESSAGES.invalidCode);

/** Forgot password, step two as the form holds it: code, new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });

/** Change Password on the profile: the current password, then a new one with its confirmation. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(128),
    password: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });

/** Parsed sign-in input. */
export type SignInInput = z.infer<typeof signInSchema>;
/** Parsed forgot-password step two form. */
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
/** Parsed change-password form. */
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;
