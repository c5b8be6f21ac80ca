import { Router } from 'express';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, languageSchema } from '../../contract/api.schema.js';
import { parseFields } from '../../lib/http.js';
import type { TemplateCatalog } from './template-catalog.js';

const querySchema = z.object({ language: languageSchema.default(DEFAULT_LANGUAGE) });

export function templatesRouter(catalog: TemplateCatalog): Router {
  const router = Router();
  router.get('/templates', (req, res) => {
    const { language } = parseFields(querySchema, req.query);
    res.json(catalog.list(language));
  });
  return router;
}
