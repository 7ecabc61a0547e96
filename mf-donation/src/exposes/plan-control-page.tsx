export { PlanControlPage as default } from '../features/plan-control/components/PlanControlPage';
