/** Who is calling: the user, their team, and the key they used (0 for a session). */
export interface Principal {
  userId: number;
  teamId: number;
  apiKeyId: number;
}
