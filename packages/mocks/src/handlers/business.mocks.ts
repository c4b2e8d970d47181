import { settingsRoutes } from '@crm/api-contract';
import {
  EMPTY_BUSINESS_PROFILE,
  LOGO_NOT_FOUND_MESSAGE,
  LOGO_REQUIRED_MESSAGE,
  vatNumberProblem,
} from '@crm/domain';
import { downloadResponse } from './download-response';
import { invalidField, MockHttpError } from './mock-errors';
import { mock } from './mock-route';

export const businessMocks = [
  mock(settingsRoutes.getBusiness, ({ db }) => structuredClone(db.business)),

  mock(settingsRoutes.updateBusiness, ({ db, body }) => {
    // As the API: a VAT-registered business keeps its number.
    const problem = vatNumberProblem(db.vat.registered, body.vatNumber);
    if (problem) throw invalidField(problem.path, problem.message);
    db.business = {
      ...EMPTY_BUSINESS_PROFILE,
      ...body,
      logo: db.business.logo,
      updatedAt: db.now(),
    };
    return structuredClone(db.business);
  }),

  mock(settingsRoutes.getLogo, ({ db }) => {
    if (!db.logo || !db.business.logo) throw new MockHttpError(404, LOGO_NOT_FOUND_MESSAGE);
    return downloadResponse({
      filename: db.business.logo.contentType === 'image/png' ? 'logo.png' : 'logo.jpg',
      contentType: db.business.logo.contentType,
      content: db.logo,
    });
  }),

  mock(
    settingsRoutes.putLogo,
    async ({ db, file }) => {
      if (!file) throw new Error('upload rule guarantees a file');
      db.logo = new Uint8Array(await file.arrayBuffer());
      const now = db.now();
      db.business = {
        ...db.business,
        logo: {
          contentType: file.name.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg',
          sizeBytes: db.logo.length,
          updatedAt: now,
        },
        updatedAt: now,
      };
      return structuredClone(db.business);
    },
    { upload: { kind: 'logo', missingFileMessage: () => LOGO_REQUIRED_MESSAGE } },
  ),

  mock(settingsRoutes.deleteLogo, ({ db }) => {
    db.logo = null;
    db.business = { ...db.business, logo: null, updatedAt: db.now() };
    return structuredClone(db.business);
  }),
];
