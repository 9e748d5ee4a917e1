import type { FastifyInstance } from 'fastify';
import { directoryRoutes } from '@foursight/shared/contract/directory';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import * as departments from './departments.service.ts';
import * as directory from './directory.service.ts';
import * as userLists from './user-lists.service.ts';

export function directoryPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, directoryRoutes.listUsers, async ({ actor: session }) => {
    return { users: await directory.listUsers(deps, session) };
  });

  registerRoute(app, deps, directoryRoutes.createUser, async ({ body, actor: session }, request, reply) => {
    const user = await directory.createUser(deps, session, body, request.ip);
    reply.code(201);
    return { success: true, message: 'User created successfully!', user };
  });

  registerRoute(app, deps, directoryRoutes.updateUser, async ({ params, body, actor: session }, request) => {
    const user = await directory.editUser(deps, session, params.id, body, request.ip);
    return { success: true, message: 'User updated successfully!', user };
  });

  registerRoute(app, deps, directoryRoutes.deleteUser, async ({ params, actor: session }, request) => {
    await directory.removeUser(deps, session, params.id, request.ip);
    return { success: true, message: 'User deleted.' };
  });

  registerRoute(app, deps, directoryRoutes.uploadUsers, async ({ body, actor: session }, request) => {
    const report = await directory.importUsers(deps, session, body.csvData, request.ip);
    const imported = report.created + report.updated;
    const message =
      report.rejected === 0
        ? `Users uploaded successfully! ${report.created} added, ${report.updated} updated.`
        : `${imported} of ${imported + report.rejected} rows imported (${report.created} added, ${report.updated} updated); ${report.rejected} rejected.`;
    return { success: true, message, ...report };
  });

  registerRoute(app, deps, directoryRoutes.listDepartments, async ({ actor: session }) => {
    const details = await departments.listDepartments(deps.database.db, session.companyId);
    return { departments: details.map((department) => department.name), details };
  });

  registerRoute(app, deps, directoryRoutes.createDepartment, async ({ body, actor: session }, request, reply) => {
    const department = await departments.createDepartment(deps, session, body.name, request.ip);
    reply.code(201);
    return { success: true, message: 'Department created successfully!', department };
  });

  registerRoute(app, deps, directoryRoutes.updateDepartment, async ({ params, body, actor: session }, request) => {
    const department = await departments.updateDepartment(deps, session, params.id, body, request.ip);
    return { success: true, message: 'Department updated.', department };
  });

  registerRoute(app, deps, directoryRoutes.deleteDepartment, async ({ params, query, actor: session }, request) => {
    await departments.deleteDepartment(deps, session, params.id, query, request.ip);
    return { success: true, message: 'Department deleted.' };
  });

  registerRoute(app, deps, directoryRoutes.saveOrganization, async ({ body, actor: session }, request) => {
    await departments.saveOrganization(deps, session, body, request.ip);
    return { success: true, message: 'Structure saved.' };
  });

  registerRoute(app, deps, directoryRoutes.listUserLists, async ({ actor: session }) => {
    return { lists: await userLists.listUserLists(deps, session) };
  });

  registerRoute(app, deps, directoryRoutes.createUserList, async ({ body, actor: session }, request, reply) => {
    const list = await userLists.createUserList(deps, session, body, request.ip);
    reply.code(201);
    return { success: true, message: 'List created successfully!', list };
  });

  registerRoute(app, deps, directoryRoutes.getUserList, async ({ params, actor: session }) => {
    return { list: await userLists.getUserList(deps, session, params.id) };
  });

  registerRoute(app, deps, directoryRoutes.updateUserList, async ({ params, body, actor: session }, request) => {
    const list = await userLists.updateUserList(deps, session, params.id, body, request.ip);
    return { success: true, message: 'List updated successfully!', list };
  });

  registerRoute(app, deps, directoryRoutes.deleteUserList, async ({ params, actor: session }, request) => {
    await userLists.deleteUserList(deps, session, params.id, request.ip);
    return { success: true, message: 'List deleted.' };
  });
}
