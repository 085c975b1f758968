-- SQLE 4.2606.0：元数据库初始化，由 MySQL 容器在数据目录第一次初始化时执行。
-- DMS 使用 dms 库，sqled 使用 sqle 库；两个程序只建表，不建库。
CREATE DATABASE IF NOT EXISTS `dms` DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS `sqle` DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
