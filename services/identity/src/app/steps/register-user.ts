import { hashPassword, validatePassword } from "../../domain/password.js";
import { validDisplayName, validEmail, validSignupIp, validTimezone, type Plan, type User } from "../../domain/user.js";
import type { NewUser, UnitOfWork } from "../ports.js";

export interface RegistrationInput {
  email: string;
  /** Empty only when `passwordRequired` is false: the user then has no password login. */
  password: string;
  displayName: string;
  timezone: string;
  signupIp: string;
}

export type Registration = Omit<NewUser, "teamId">;

/** Validates the input (invalid_request naming the field) and hashes the password, before any transaction opens. */
export async function prepareRegistration(input: RegistrationInput, plan: Plan, opts: { passwordRequired: boolean }): Promise<Registration> {
  const email = validEmail(input.email);
  const hasPassword = opts.passwordRequired || input.password !== "";
  if (hasPassword) validatePassword(input.password);
  return {
    email,
    displayName: validDisplayName(input.displayName, email),
    timezone: validTimezone(input.timezone),
    signupIp: validSignupIp(input.signupIp),
    plan,
    passwordHash: hasPassword ? await hashPassword(input.password) : null,
  };
}

/** A new user in a team of their own, their signup IP recorded, and identity.user.signed_up. */
export async function registerUser(uow: UnitOfWork, registration: Registration): Promise<User> {
  const teamId = await uow.users.createTeam(registration.displayName);
  const user = await uow.users.create({ ...registration, teamId });
  if (user.signupIp) await uow.users.recordSignupIp(user.id, user.signupIp);
  await uow.events.userSignedUp(user);
  return user;
}
