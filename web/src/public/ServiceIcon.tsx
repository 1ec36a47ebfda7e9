import type { IconType } from 'react-icons';
import { FaAward, FaBuilding, FaCoins, FaDraftingCompass, FaHardHat, FaShieldAlt } from 'react-icons/fa';
import type { ServiceIcon as ServiceIconName } from '../lib/types';

const ICONS: Record<ServiceIconName, IconType> = {
  Quality: FaAward,
  Safety: FaShieldAlt,
  CostControl: FaCoins,
  FaBuilding,
  FaHardHat,
  FaDraftingCompass,
};

/** The icon chosen for a service (unknown names fall back to a building). */
export function ServiceIcon({ name, className = 'h-8 w-8' }: { name: string; className?: string }) {
  const Icon = ICONS[name as ServiceIconName] ?? FaBuilding;
  return <Icon aria-hidden="true" className={className} />;
}
