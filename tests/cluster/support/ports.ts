import path from "node:path";

/** The proxy listens here; the processes on the next ports (scripts/lib/cluster.mjs). */
export const CLUSTER_BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 4480);
export const CLUSTER_ORIGIN = `http://127.0.0.1:${CLUSTER_BASE_PORT}`;
export const CONTROL_PORT = CLUSTER_BASE_PORT + 20;
export const CONTROL_ORIGIN = `http://127.0.0.1:${CONTROL_PORT}`;
export const MAIL_DIR = path.resolve("tests/.tmp/cluster/mail");
/** Each process's whole log (scripts/lib/cluster.mjs). */
export const LOG_DIR = path.resolve("tests/.tmp/cluster/logs");
