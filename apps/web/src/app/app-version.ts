/** Version of the web client (spec 01 §9: app version 5.0.13). A stored different version logs out at start. */
export const APP_VERSION = '5.0.13';

/** Client environment sent with every call (spec 01 §7). */
export const CLIENT_ENVIRONMENT = 'web';
