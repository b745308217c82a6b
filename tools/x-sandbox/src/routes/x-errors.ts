/** Response bodies shaped like the real X API v2 errors. */

const PROBLEMS = 'https://api.twitter.com/2/problems';

export interface ParameterError {
  parameters: Record<string, string[]>;
  message: string;
}

/** `{title, detail, type, status}` — what X sends with 401, 429 and 503. */
export function problem(status: 401 | 404 | 429 | 503) {
  const title = { 401: 'Unauthorized', 404: 'Not Found', 429: 'Too Many Requests', 503: 'Service Unavailable' }[status];
  return { title, detail: title, type: 'about:blank', status };
}

/** HTTP 400 body for bad parameters. */
export function invalidRequest(errors: ParameterError[]) {
  return {
    errors,
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: `${PROBLEMS}/invalid-request`,
  };
}

type ResourceType = 'user' | 'tweet';

/** Sent with HTTP 200, as X does for a lookup of something that does not exist. */
export function resourceNotFound(resourceType: ResourceType, parameter: string, value: string) {
  return {
    errors: [
      {
        value,
        detail: `Could not find ${resourceType} with ${parameter}: [${value}].`,
        title: 'Not Found Error',
        resource_type: resourceType,
        parameter,
        resource_id: value,
        type: `${PROBLEMS}/resource-not-found`,
      },
    ],
  };
}

/** Sent with HTTP 200, as X does when a protected account's followers or tweets are asked for. */
export function notAuthorizedForResource(resourceType: ResourceType, parameter: string, value: string) {
  const noun = resourceType === 'user' ? 'user' : 'Tweet';
  return {
    errors: [
      {
        value,
        detail: `Sorry, you are not authorized to see the ${noun} with ${parameter}: [${value}].`,
        title: 'Authorization Error',
        resource_type: resourceType,
        parameter,
        resource_id: value,
        type: `${PROBLEMS}/not-authorized-for-resource`,
      },
    ],
  };
}
