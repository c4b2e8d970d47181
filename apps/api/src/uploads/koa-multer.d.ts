// @koa/multer 4 ships no types and @types/multer is not installed: only what we use.
declare module '@koa/multer' {
  import type { IncomingMessage } from 'node:http';
  import type { Middleware } from 'koa';

  export type MulterFile = {
    fieldname: string;
    originalname: string;
    encoding: string;
    mimetype: string;
    size: number;
    destination: string;
    filename: string;
    path: string;
  };

  type Callback<T> = (error: Error | null, value?: T) => void;

  export type StorageEngine = { readonly __brand: 'StorageEngine' };

  export type MulterOptions = {
    storage?: StorageEngine;
    limits?: {
      fieldNameSize?: number;
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
      headerPairs?: number;
    };
    fileFilter?: (
      req: IncomingMessage,
      file: Omit<MulterFile, 'size' | 'destination' | 'filename' | 'path'>,
      cb: Callback<boolean>,
    ) => void;
    defParamCharset?: string;
  };

  export type Multer = {
    single(fieldName: string): Middleware;
    none(): Middleware;
  };

  type MulterFactory = {
    (options?: MulterOptions): Multer;
    diskStorage(options: {
      destination?: string;
      filename?: (req: IncomingMessage, file: MulterFile, cb: Callback<string>) => void;
    }): StorageEngine;
  };

  const multer: MulterFactory;
  export default multer;
}
