import { Router } from 'express';

export function pingRouter(version: string): Router {
  const router = Router();
  router.get('/ping', (req, res) => {
    res.json({ ok: true, keyId: req.auth!.keyId, version });
  });
  return router;
}
