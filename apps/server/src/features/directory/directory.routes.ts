import type { FastifyInstance } from 'fastify';
import { directoryRoutes } from '@foursight/shared/contract/directory';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { requireUser } from '../../http/session.ts';
import * as directory from './directory.service.ts';

export function directoryPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, directoryRoutes.listUsers, async (_input, request) => {
    const session = await requireUser(deps, request);
    return { users: await directory.listUsers(deps, session) };
  });

  registerRoute(app, directoryRoutes.createUser, async ({ body }, request, reply) => {
    const session = await requireUser(deps, request);
    const user = await directory.createUser(deps, session, body, request.ip);
    reply.code(201);
    return { success: true, message: 'User created successfully!', user };
  });

  registerRoute(app, directoryRoutes.updateUser, async ({ params, body }, request) => {
    const session = await requireUser(deps, request);
    const user = await directory.editUser(deps, session, params.id, body, request.ip);
    return { success: true, message: 'User updated successfully!', user };
  });

  registerRoute(app, directoryRoutes.deleteUser, async ({ params }, request) => {
    const session = await requireUser(deps, request);
    await directory.removeUser(deps, session, params.id, request.ip);
    return { success: true, message: 'User deleted.' };
  });

  registerRoute(app, directoryRoutes.uploadUsers, async ({ body }, request) => {
    const session = await requireUser(deps, request);
    const report = await directory.importUsers(deps, session, body.csvData, request.ip);
    const imported = report.created + report.updated;
    const message =
      report.rejected === 0
        ? `Users uploaded successfully! ${report.created} added, ${report.updated} updated.`
        : `${imported} of ${imported + report.rejected} rows imported (${report.created} added, ${report.updated} updated); ${report.rejected} rejected.`;
    return { success: true, message, ...report };
  });

  registerRoute(app, directoryRoutes.listDepartments, async (_input, request) => {
    const session = await requireUser(deps, request);
    const details = await directory.listDepartments(deps, session);
    return { departments: details.map((department) => department.name), details };
  });

  registerRoute(app, directoryRoutes.createDepartment, async ({ body }, request, reply) => {
    const session = await requireUser(deps, request);
    const department = await directory.createDepartment(deps, session, body.name, request.ip);
    reply.code(201);
    return { success: true, message: 'Department created successfully!', department };
  });

  registerRoute(app, directoryRoutes.listUserLists, async (_input, request) => {
    const session = await requireUser(deps, request);
    return { lists: await directory.listUserLists(deps, session) };
  });

  registerRoute(app, directoryRoutes.createUserList, async ({ body }, request, reply) => {
    const session = await requireUser(deps, request);
    const list = await directory.createUserList(deps, session, body, request.ip);
    reply.code(201);
    return { success: true, message: 'List created successfully!', list };
  });
}
