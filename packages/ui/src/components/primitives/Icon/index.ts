export { Icon } from './Icon';
export {
  BellIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  DepositIcon,
  EyeIcon,
  EyeOffIcon,
  HeadsetIcon,
  InfoIcon,
  LogoutIcon,
  MenuIcon,
  MoreIcon,
  RefreshIcon,
  UserIcon,
  WithdrawIcon,
} from './icons';
export { ClockIcon, FlameIcon, GridIcon, HeartIcon, SearchIcon } from './lobbyIcons';
export { CloudOffIcon, GlobeBlockedIcon, WrenchIcon } from './statusIcons';
