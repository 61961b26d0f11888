import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export type TestS3Server = {
  /** The S3_* environment that points the app at this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
};

const BUCKET = 'cleaver-images';
// s3rver checks request signatures against these fixed credentials.
const ACCESS_KEY = 'S3RVER';

/** A real S3-compatible server (s3rver) on a free loopback port, keeping its bucket in a temporary folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'cleaver-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: BUCKET,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'ap-southeast-2',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
