import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SegmentObjectType } from '../../shared/objects';
import type { SegmentTable } from '../http/server-area';
import { assets, assetTypes } from '../db/schema/assets';
import { cars } from '../db/schema/fleet';
import { employees } from '../db/schema/people';
import { trainingParticipants, trainings } from '../db/schema/trainings';
import { totalCostSql } from '../fleet/cars-columns';

// Where each segment field of an object type lives in SQL. Every expression has its kind's SQL
// type (text for text and enum, date, numeric, integer 0/1 for flags) and is null when the object
// has no value. Related rows are read through correlated subqueries under their own aliases, so a
// segment condition works in any query over the object's table, whatever that query joins.

const segPerson = alias(employees, 'seg_person');
const segManager = alias(employees, 'seg_manager');

// Both the same text as the list endpoints send (fleet/cars-columns.ts carPersonName, people.repo.ts fullName).
const carPersonName = sql`(select ${segPerson.first_name} || ' ' || ${segPerson.last_name} from ${employees} "seg_person" where ${segPerson.id} = ${cars.related_employee_id})`;
const managerName = sql`(select ${segManager.first_name} || ' ' || ${segManager.last_name} from ${employees} "seg_manager" where ${segManager.id} = ${employees.manager_id})`;

const carTable: SegmentTable = {
  id: cars.id,
  personId: cars.related_employee_id,
  fields: {
    type: sql`${cars.type}`,
    vehicle: sql`(${cars.brand} || ' ' || ${cars.model})`,
    brand: sql`${cars.brand}`,
    model: sql`${cars.model}`,
    plate: sql`${cars.plate}`,
    color: sql`${cars.color}`,
    fuel: sql`${cars.fuel}`,
    person: carPersonName,
    is_pool_vehicle: sql`${cars.is_pool_vehicle}`,
    deleted: sql`${cars.deleted}`,
    chassis_number: sql`${cars.chassis_number}`,
    usage_type: sql`${cars.usage_type}`,
    contract_type: sql`${cars.contract_type}`,
    catalogue_value: sql`${cars.catalogue_value}`,
    cost_yearly: sql`${cars.cost_yearly}`,
    total_cost: totalCostSql,
    date_first_registration: sql`${cars.date_first_registration}`,
  },
};

const segOwner = alias(employees, 'seg_owner');
const segType = alias(assetTypes, 'seg_type');
const assetTable: SegmentTable = {
  id: assets.id,
  personId: assets.owner_employee_id,
  fields: {
    // The same texts as the asset list sends (assets/assets-columns.ts): the type's name, the owner's name.
    asset: sql`(select ${segType.name} from ${assetTypes} "seg_type" where ${segType.id} = ${assets.asset_type_id})`,
    person: sql`(select ${segOwner.first_name} || ' ' || ${segOwner.last_name} from ${employees} "seg_owner" where ${segOwner.id} = ${assets.owner_employee_id})`,
    serial_number: sql`${assets.serial_number}`,
    vendor: sql`${assets.vendor}`,
    price: sql`${assets.price}`,
    deleted: sql`${assets.deleted}`,
  },
};

const employeeTable: SegmentTable = {
  id: employees.id,
  personId: employees.id,
  fields: {
    name: sql`(${employees.first_name} || ' ' || ${employees.last_name})`,
    first_name: sql`${employees.first_name}`,
    last_name: sql`${employees.last_name}`,
    email: sql`${employees.email}`,
    role: sql`${employees.role}`,
    manager: managerName,
    joined: sql`${employees.joined}`,
    phone: sql`${employees.phone}`,
    active_until: sql`${employees.active_until}`,
    recent_contract_start: sql`${employees.recent_contract_start}`,
    dimona_statute: sql`${employees.dimona_statute}`,
    seniority_date: sql`${employees.seniority_date}`,
    // people.repo.ts isActive, as a 0/1 flag. current_date is the server's day, as in the list.
    is_active: sql`(case when ${employees.active_until} is null or ${employees.active_until} >= current_date then 1 else 0 end)`,
  },
};

const segTraining = alias(trainings, 'seg_training');
const segProgram = alias(trainings, 'seg_program');
const segParticipant = alias(employees, 'seg_participant');
const participantTable: SegmentTable = {
  id: trainingParticipants.id,
  personId: trainingParticipants.employee_id,
  fields: {
    training: sql`(select ${segTraining.name} from ${trainings} "seg_training" where ${segTraining.id} = ${trainingParticipants.training_id})`,
    program: sql`(select ${segProgram.name} from ${trainings} "seg_training" join ${trainings} "seg_program" on ${segProgram.id} = ${segTraining.program_id} where ${segTraining.id} = ${trainingParticipants.training_id})`,
    // The same text as the participant rows send (trainings/trainings-columns.ts participantName).
    person: sql`(select ${segParticipant.first_name} || ' ' || ${segParticipant.last_name} from ${employees} "seg_participant" where ${segParticipant.id} = ${trainingParticipants.employee_id})`,
    status: sql`${trainingParticipants.status}`,
    result: sql`${trainingParticipants.result}`,
    date: sql`(select ${segTraining.date} from ${trainings} "seg_training" where ${segTraining.id} = ${trainingParticipants.training_id})`,
  },
};

// The object types whose SQL is listed here; an area added since brings its own
// (ServerArea.segmentTables), so the segments area need not import it.
export const SEGMENT_TABLES: Partial<Record<SegmentObjectType, SegmentTable>> = {
  car: carTable,
  asset: assetTable,
  employee: employeeTable,
  training_participant: participantTable,
};
