import type { IconType } from 'react-icons';
import { FaAward, FaBuilding, FaCalculator, FaDraftingCompass, FaHardHat, FaShieldAlt } from 'react-icons/fa';
import type { ServiceIcon as ServiceIconName } from '../../lib/types';

/** The six icon choices of seed section 9, each drawn by a fitting Font Awesome icon. */
export const SERVICE_ICON_COMPONENTS: Record<ServiceIconName, IconType> = {
  Quality: FaAward,
  Safety: FaShieldAlt,
  CostControl: FaCalculator,
  FaBuilding,
  FaHardHat,
  FaDraftingCompass,
};

/** The icon chosen for a service (unknown names fall back to a building). */
export function ServiceIcon({ name, className = 'h-8 w-8' }: { name: string; className?: string }) {
  const Icon = SERVICE_ICON_COMPONENTS[name as ServiceIconName] ?? FaBuilding;
  return <Icon aria-hidden="true" data-icon={name} className={className} />;
}
