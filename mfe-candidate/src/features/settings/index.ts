// The settings feature's public entry.
export { MyProfileTab } from './components/MyProfileTab';
export { LoginDetailsTab } from './components/LoginDetailsTab';
export { MyDataTab } from './components/MyDataTab';
