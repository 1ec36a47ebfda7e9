/** The id of a service's heading on the Services page: the target of `/services#…` links. */
export function serviceAnchor(serviceId: string): string {
  return `service-${serviceId}`;
}
