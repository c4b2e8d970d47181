// The baseline for middleware overhead: Koa with one JSON route and nothing else.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { status: 'ok' };
});
const port = Number(process.env['PORT'] ?? 3900);
app.listen(port, '127.0.0.1', () => console.log(`bare Koa on ${port}`));
