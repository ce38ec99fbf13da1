import {
  dashboardIdParamsSchema,
  dashboardMessages,
  dashboardPaths,
  dashboardTabCreateSchema,
  dashboardTabListSchema,
  dashboardTabMoveSchema,
  dashboardTabSchema,
  MAX_DASHBOARDS_PER_HOME_TAB,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { scopedViewer } from '../customers';
import { requireMember } from './dashboardAccess';
import { visibleDashboard } from './dashboards.repository';
import { createTab, deleteTab, moveDashboard, tabsOf } from './dashboardTabs.repository';

const errors = errorResponses(400, 401, 403, 404, 422);
const tags = ['dashboards'];

/** The caller's home tabs (spec 2 §2, §7): list, create, delete, move a dashboard. */
export const dashboardTabRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    dashboardPaths.tabs,
    {
      schema: {
        tags,
        summary: "The caller's home tabs in order, each with its dashboards in order",
        description:
          'Tabs are personal: each member of a customer has their own. Only dashboards owned by or shared with ' +
          `the caller are listed; a tab holds at most ${MAX_DASHBOARDS_PER_HOME_TAB}.`,
        response: { 200: dashboardTabListSchema, ...errors },
      },
    },
    async (request) => tabsOf(app.db, scopedViewer(request)),
  );

  app.post(
    dashboardPaths.tabCreate,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Create a home tab with a name, after the last one',
        body: dashboardTabCreateSchema,
        response: { 201: dashboardTabSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      await requireMember(app.db, viewer);
      const id = await createTab(app.db, viewer, request.body.name);
      const tab = (await tabsOf(app.db, viewer)).find((candidate) => candidate.id === id);
      if (!tab) throw new HttpError(404, dashboardMessages.unknownTab);
      return reply.code(201).send(tab);
    },
  );

  app.get(
    dashboardPaths.tabDelete,
    {
      // The spec calls it with GET; it still changes data, so read-only users are refused like any write.
      config: { writesOnGet: true },
      schema: {
        tags,
        summary: 'Delete one of my home tabs (GET, as the spec calls it); its dashboards are not deleted',
        description: 'The dashboards of the tab leave it and stay in the list. Answers the remaining tabs.',
        params: dashboardIdParamsSchema,
        response: { 200: dashboardTabListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      if (!(await deleteTab(app.db, viewer, request.params.id))) throw new HttpError(404, dashboardMessages.unknownTab);
      return tabsOf(app.db, viewer);
    },
  );

  app.post(
    dashboardPaths.tabMoveDashboard,
    {
      schema: {
        tags,
        summary: 'Move a dashboard to position sequenceNumber (from 1) of a tab; answers my tabs',
        description:
          'The dashboard leaves the tab it was in; the dashboards of the target tab after that position shift ' +
          'by one and the tab is numbered 1, 2, ... again. Only dashboards owned by or shared with the caller ' +
          `take part. A tab holds at most ${MAX_DASHBOARDS_PER_HOME_TAB} dashboards: moving one more into a full ` +
          'tab answers 422 naming tabId. A sequenceNumber past the end puts it last.',
        body: dashboardTabMoveSchema,
        response: { 200: dashboardTabListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const move = request.body;
      if (!(await visibleDashboard(app.db, { ...viewer, isSystemAdmin: false }, move.dashboardId))) {
        throw new HttpError(422, dashboardMessages.unknownDashboard, {
          dashboardId: dashboardMessages.unknownDashboard,
        });
      }
      const tabs = await tabsOf(app.db, viewer);
      const tab = tabs.find((candidate) => candidate.id === move.tabId);
      if (!tab) throw new HttpError(422, dashboardMessages.unknownTab, { tabId: dashboardMessages.unknownTab });
      if (!tab.dashboardIds.includes(move.dashboardId) && tab.dashboardIds.length >= MAX_DASHBOARDS_PER_HOME_TAB) {
        throw new HttpError(422, dashboardMessages.tabFull, { tabId: dashboardMessages.tabFull });
      }
      await moveDashboard(app.db, viewer, move, tab.dashboardIds);
      return tabsOf(app.db, viewer);
    },
  );
};
