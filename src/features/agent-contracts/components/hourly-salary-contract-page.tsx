import { useProcessHourlySalaryContract } from '../api/use-process-hourly-salary-contract';
import { asProcess, ContractPage } from './contract-page';

/** Hourly salary contracts (agent-centre page `agentHourSalary`). */
export default function HourlySalaryContractPage() {
  const process = useProcessHourlySalaryContract();
  return <ContractPage kind="hourlySalary" process={asProcess(process)} />;
}
