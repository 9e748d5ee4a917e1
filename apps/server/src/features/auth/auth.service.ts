import type { z } from 'zod';
import type { RegisterRequestSchema, SessionUser, DuplicateCheckField } from '@foursight/shared/contract/auth';
import { normalizeDomain, normalizeKey } from '@foursight/shared/domain/identity';
import { STARTING_PLAN } from '@foursight/shared/domain/plans';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { seedDefaultTemplates } from '../templates/templates.service.ts';
import { openUsageAccount } from '../usage/usage.service.ts';
import { insertAccount, isTaken } from '../accounts/accounts.service.ts';
import { findAccountByUserId, type Account } from '../accounts/credentials.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { uniqueViolationIndex } from '../../db/unique-violation.ts';
import { hitDatabaseRateLimit } from '../../http/rate-limit.ts';

type Registration = z.output<typeof RegisterRequestSchema>;

/** The user record the browser keeps for display (spec part 1 §3). */
export function toSessionUser(
  account: Pick<Account, 'contactName' | 'email' | 'organizationName' | 'plan' | 'profileImageUrl' | 'role'> & {
    language?: Account['language'];
  },
): SessionUser {
  return {
    contactName: account.contactName,
    email: account.email,
    organizationName: account.organizationName,
    plan: account.plan,
    profileImageUrl: account.profileImageUrl,
    role: account.role,
    ...(account.language ? { language: account.language } : {}),
  };
}

export const TAKEN_MESSAGES: Record<DuplicateCheckField, { available: string; taken: string }> = {
  organizationName: {
    available: 'Organization name is available',
    taken: 'This organization name is already registered',
  },
  email: { available: 'Email is available', taken: 'An account with this email already exists' },
  officialDomain: {
    available: 'Domain is available',
    taken: 'This domain is already registered to another organization',
  },
  taxNumber: { available: 'Tax number is available', taken: 'This tax number is already registered' },
};

export const FIELD_BY_INDEX: Record<string, DuplicateCheckField> = {
  companies_organization_name_key_idx: 'organizationName',
  companies_official_domain_key_idx: 'officialDomain',
  companies_tax_number_key_idx: 'taxNumber',
  users_email_key_idx: 'email',
};

function keyFor(field: DuplicateCheckField, value: string): string {
  return field === 'officialDomain' ? normalizeDomain(value) : normalizeKey(value);
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Per-address limits on the two anonymous writes that reveal or create
 * accounts: the live check would otherwise enumerate who is registered, and
 * registration costs a password hash and creates a company. A person filling
 * the form makes a check per field after each pause in typing (four fields,
 * 500 ms debounce): a handful to a few dozen an hour, well under 60.
 */
function registrationLimits(deps: AppDeps) {
  return {
    register: {
      scope: 'register',
      limit: deps.config.registerAddressLimitPerHour,
      windowMs: HOUR_MS,
      message: 'Too many registration attempts from your network. Please wait up to an hour and try again.',
    },
    checkDuplicate: {
      scope: 'check-duplicate',
      limit: deps.config.checkDuplicateAddressLimitPerHour,
      windowMs: HOUR_MS,
      message:
        'Too many availability checks from your network. Please wait up to an hour; your details are still checked when you submit.',
    },
  };
}

export async function checkDuplicate(
  deps: AppDeps,
  field: DuplicateCheckField,
  value: string,
  ipAddress: string,
): Promise<{ available: boolean; message: string }> {
  await hitDatabaseRateLimit(deps, registrationLimits(deps).checkDuplicate, ipAddress);
  const key = keyFor(field, value);
  if (!key) return { available: false, message: 'Enter a value to check.' };
  const taken = await isTaken(deps.database.db, field, key);
  return { available: !taken, message: taken ? TAKEN_MESSAGES[field].taken : TAKEN_MESSAGES[field].available };
}

/**
 * Creates a company on the Free plan with its owner account. The database's
 * unique indexes are the last word: of two simultaneous registrations with
 * the same e-mail (or name, domain, tax number), exactly one succeeds.
 */
export async function register(deps: AppDeps, input: Registration, ipAddress: string): Promise<SessionUser> {
  await hitDatabaseRateLimit(deps, registrationLimits(deps).register, ipAddress);
  assertAcceptablePassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  const db = deps.database.db;
  try {
    const ids = await insertAccount(
      db,
      {
        company: {
          organizationName: input.organizationName,
          organizationNameKey: normalizeKey(input.organizationName),
          officialDomain: input.officialDomain,
          officialDomainKey: normalizeDomain(input.officialDomain),
          taxNumber: input.taxNumber,
          taxNumberKey: input.taxNumber ? normalizeKey(input.taxNumber) : null,
          fullAddress: input.fullAddress,
          mobileNumber: input.mobileNumber,
          country: input.country,
          state: input.state,
          city: input.city,
          zipCode: input.zipCode,
        },
        user: { email: input.email, emailKey: normalizeKey(input.email), contactName: input.contactName, passwordHash },
      },
      async (tx, companyId) => {
        await seedDefaultTemplates(tx, companyId);
        await openUsageAccount(tx, companyId);
      },
    );
    await recordAudit(db, {
      action: 'REGISTER',
      actorType: 'user',
      actorId: ids.userId,
      companyId: ids.companyId,
      entityType: 'company',
      entityId: ids.companyId,
      ipAddress,
    });
  } catch (error) {
    const index = uniqueViolationIndex(error);
    if (!index) throw error;
    const field = FIELD_BY_INDEX[index];
    const message = field ? TAKEN_MESSAGES[field].taken : 'These details are already registered.';
    throw new AppError('CONFLICT', message, field ? { [field]: message } : undefined);
  }
  return {
    contactName: input.contactName,
    email: input.email,
    organizationName: input.organizationName,
    plan: STARTING_PLAN,
    profileImageUrl: null,
    role: 'owner',
  };
}

export async function describeSessionUser(
  deps: AppDeps,
  companyId: string,
  userId: string,
): Promise<SessionUser | null> {
  const account = await findAccountByUserId(deps.database.db, companyId, userId);
  return account ? toSessionUser(account) : null;
}
