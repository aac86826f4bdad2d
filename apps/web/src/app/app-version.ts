/** Version of the web client (docs/product/shell.md#constants: app version 5.0.13). A stored different version logs out at start. */
export const APP_VERSION = '5.0.13';

/** Client environment sent with every call (docs/product/calls.md#shell-calls). */
export const CLIENT_ENVIRONMENT = 'web';
