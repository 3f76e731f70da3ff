export { TaskList, type TaskListProps } from './TaskList';
