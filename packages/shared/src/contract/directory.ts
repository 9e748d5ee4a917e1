import { z } from 'zod';
import { CSV_MAX_BYTES } from '../domain/directory.ts';
import { EmailSchema } from './auth.ts';
import { defineRoutes } from './route.ts';

export const DirectoryUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  designation: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** The department's name ('' without one), as the spec's user carries it. */
  department: z.string(),
  /** The department's id; null: in no department (what the org chart shows as Unassigned). */
  departmentId: z.string().nullable().optional(),
});
export type DirectoryUser = z.infer<typeof DirectoryUserSchema>;

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const PhoneNumberSchema = z
  .string()
  .trim()
  .max(20, 'Phone number must be at most 20 characters')
  .refine((value) => value === '' || /^\+?[0-9 ()-]{6,20}$/.test(value), 'Enter a phone number of 6 to 20 digits');

export const DepartmentNameSchema = z
  .string({ error: 'Department name required' })
  .trim()
  .min(1, 'Department name required')
  .max(100, 'Department name must be at most 100 characters');

/** One person in the directory, as the Add User form and the CSV rows send it. */
export const DirectoryUserInputSchema = z.object({
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'Full name must be at most 120 characters'),
  designation: text('Designation', 120).default(''),
  email: EmailSchema,
  phoneNumber: PhoneNumberSchema.default(''),
  department: DepartmentNameSchema,
});
export type DirectoryUserInput = z.input<typeof DirectoryUserInputSchema>;

export const UserResponseSchema = z.object({ success: z.boolean(), message: z.string(), user: DirectoryUserSchema });

export const CsvRowResultSchema = z.object({
  /** The line's number in the file, counting the header as row 1 (what a spreadsheet shows). */
  row: z.number(),
  status: z.enum(['created', 'updated', 'rejected']),
  email: z.string(),
  reason: z.string().optional(),
});
export type CsvRowResult = z.infer<typeof CsvRowResultSchema>;

export const UploadUsersResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  created: z.number(),
  updated: z.number(),
  rejected: z.number(),
  rows: z.array(CsvRowResultSchema),
});
export type UploadUsersResponse = z.infer<typeof UploadUsersResponseSchema>;

/** A point on the org chart's canvas, in CSS pixels from its top-left corner. */
export const ChartPositionSchema = z.object({
  x: z.number().int().min(0).max(100_000),
  y: z.number().int().min(0).max(100_000),
});
export type ChartPosition = z.infer<typeof ChartPositionSchema>;

/**
 * A department with its head count, its parent department's name (null: top
 * level) and its box's place on the org chart (null: never placed, so the
 * chart's default layout applies).
 */
export const DepartmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  userCount: z.number(),
  parent: z.string().nullable(),
  /** The parent department's id (null: top level). */
  parentId: z.string().nullable().optional(),
  position: ChartPositionSchema.nullable(),
});
export type Department = z.infer<typeof DepartmentSchema>;

/**
 * Rename a department (everyone in it follows) and, optionally, set its parent: by id (`parentId`), or by
 * name (`parent`, as before ids); null: top level. With both, the id decides.
 */
export const UpdateDepartmentSchema = z.object({
  name: DepartmentNameSchema,
  parent: DepartmentNameSchema.nullable().optional(),
  parentId: z.uuid('Unknown department').nullable().optional(),
});

/**
 * Deleting a department moves its people to another department, by id (`moveToId`) or by name (`moveTo`),
 * or, with neither, out of any department.
 */
export const DeleteDepartmentQuerySchema = z.object({
  moveTo: DepartmentNameSchema.optional(),
  moveToId: z.uuid('Unknown department').optional(),
});

/** The synthetic org chart box for people without a department. */
export const UNASSIGNED = 'Unassigned';

/**
 * The org chart's save (spec §7): every box with the people in it and its
 * position. Atomic: an unknown department or person saves nothing. A box
 * named "Unassigned" that is no real department takes its people out of
 * their departments. `parent` is beyond the spec and optional.
 */
export const SaveOrganizationSchema = z.object({
  departments: z
    .array(
      z.object({
        name: DepartmentNameSchema,
        /**
         * The box's department by id, beyond the spec: when present it decides (the name is then only a
         * label), and null is the box of people in no department, whatever its name.
         */
        id: z.uuid('Unknown department').nullable().optional(),
        users: z.array(z.uuid('Unknown user')).max(100_000),
        position: ChartPositionSchema.optional(),
        parent: DepartmentNameSchema.nullable().optional(),
        /** The parent by id; with both, the id decides. */
        parentId: z.uuid('Unknown department').nullable().optional(),
      }),
    )
    .max(1000, 'At most 1000 departments'),
});
export type SaveOrganizationInput = z.input<typeof SaveOrganizationSchema>;

export const UserListSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  userCount: z.number(),
  userIds: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type UserList = z.infer<typeof UserListSchema>;

/** A list with its members, for opening it (name, designation, e-mail, department of each). */
export const UserListDetailSchema = UserListSchema.extend({ members: z.array(DirectoryUserSchema) });
export type UserListDetail = z.infer<typeof UserListDetailSchema>;

/** Create and edit send the same fields; an edit replaces the name, description and the whole member set. */
export const CreateUserListSchema = z.object({
  name: z.string().trim().min(1, 'List name is required').max(100, 'List name must be at most 100 characters'),
  description: text('Description', 500).default(''),
  selectedUsers: z
    .array(z.uuid('Unknown user'))
    .min(1, 'Select at least one user')
    .max(10_000, 'A list can hold at most 10000 users'),
});
export type UserListInput = z.input<typeof CreateUserListSchema>;

const IdParams = z.object({ id: z.uuid('Unknown id') });
const Ok = z.object({ success: z.boolean(), message: z.string() });

export const directoryRoutes = defineRoutes({
  listUsers: {
    method: 'GET',
    path: '/api/users',
    auth: 'organiser',
    response: z.object({ users: z.array(DirectoryUserSchema) }),
  },
  createUser: {
    method: 'POST',
    path: '/api/users',
    auth: 'organiser',
    body: DirectoryUserInputSchema,
    response: UserResponseSchema,
  },
  updateUser: {
    method: 'PUT',
    path: '/api/users/:id',
    auth: 'organiser',
    params: IdParams,
    body: DirectoryUserInputSchema,
    response: UserResponseSchema,
  },
  deleteUser: { method: 'DELETE', path: '/api/users/:id', auth: 'organiser', params: IdParams, response: Ok },
  uploadUsers: {
    method: 'POST',
    path: '/api/users/upload',
    auth: 'organiser',
    // The JSON wrapping adds a little to the file's own size.
    bodyLimit: CSV_MAX_BYTES + 64 * 1024,
    body: z.object({ csvData: z.string().min(1, 'The file is empty') }),
    response: UploadUsersResponseSchema,
  },
  listDepartments: {
    method: 'GET',
    path: '/api/departments',
    auth: 'organiser',
    response: z.object({ departments: z.array(z.string()), details: z.array(DepartmentSchema) }),
  },
  createDepartment: {
    method: 'POST',
    path: '/api/departments',
    auth: 'organiser',
    body: z.object({ name: DepartmentNameSchema }),
    response: z.object({ success: z.boolean(), message: z.string(), department: DepartmentSchema }),
  },
  updateDepartment: {
    method: 'PUT',
    path: '/api/departments/:id',
    auth: 'organiser',
    params: IdParams,
    body: UpdateDepartmentSchema,
    response: z.object({ success: z.boolean(), message: z.string(), department: DepartmentSchema }),
  },
  deleteDepartment: {
    method: 'DELETE',
    path: '/api/departments/:id',
    auth: 'organiser',
    params: IdParams,
    query: DeleteDepartmentQuerySchema,
    response: Ok,
  },
  saveOrganization: {
    method: 'POST',
    path: '/api/organization/save',
    auth: 'organiser',
    bodyLimit: 4 * 1024 * 1024,
    body: SaveOrganizationSchema,
    response: Ok,
  },
  listUserLists: {
    method: 'GET',
    path: '/api/user-lists',
    auth: 'organiser',
    response: z.object({ lists: z.array(UserListSchema) }),
  },
  createUserList: {
    method: 'POST',
    path: '/api/user-lists',
    auth: 'organiser',
    body: CreateUserListSchema,
    response: z.object({ success: z.boolean(), message: z.string(), list: UserListSchema }),
  },
  getUserList: {
    method: 'GET',
    path: '/api/user-lists/:id',
    auth: 'organiser',
    params: IdParams,
    response: z.object({ list: UserListDetailSchema }),
  },
  updateUserList: {
    method: 'PUT',
    path: '/api/user-lists/:id',
    auth: 'organiser',
    params: IdParams,
    body: CreateUserListSchema,
    response: z.object({ success: z.boolean(), message: z.string(), list: UserListSchema }),
  },
  deleteUserList: { method: 'DELETE', path: '/api/user-lists/:id', auth: 'organiser', params: IdParams, response: Ok },
});
