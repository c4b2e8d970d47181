import { settingsRoutes } from '@crm/api-contract';
import { mergeVatSettings } from '@crm/domain';
import { vatSettingsOf } from '../db/mock-vat';
import { MockHttpError } from './mock-errors';
import { mock } from './mock-route';

export const vatMocks = [
  mock(settingsRoutes.getVat, ({ db }) => vatSettingsOf(db)),
  // As the API's updateVatSettings: the same merge and checks, the number kept in the profile.
  mock(settingsRoutes.updateVat, ({ db, body }) => {
    const { settings, problems } = mergeVatSettings(vatSettingsOf(db), body);
    if (problems.length > 0)
      throw new MockHttpError(400, problems[0]?.message ?? 'Invalid request', problems);
    const { vatNumber, ...rest } = settings;
    db.vat = rest;
    db.business.vatNumber = vatNumber;
    return vatSettingsOf(db);
  }),
];
