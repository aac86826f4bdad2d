export type ServerSecretsTable = {
  /** The purpose, e.g. `request_signing`. */
  name: string;
  /** 32 random bytes, base64url. */
  secret: string;
  created_at: string;
};

export type ServerSecretsTables = {
  server_secrets: ServerSecretsTable;
};
